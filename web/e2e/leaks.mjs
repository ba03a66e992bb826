// What a page of the e2e test receives on the game channel, and the checks that no hidden card
// reaches it. Shared by e2e/table.mjs and its own test (test/leaks.test.mjs), which feeds it
// frames with a planted leak to show that it fails then.


/** Every card object (anything with an id and a GEMP id) inside a value. */
export function cardIds(value, out = new Set()) {
  if (Array.isArray(value)) for (const v of value) cardIds(v, out);
  else if (value && typeof value === 'object') {
    if (typeof value.id === 'number' && typeof value.gemp_id === 'string') out.add(value.id);
    for (const v of Object.values(value)) cardIds(v, out);
  }
  return out;
}

/**
 * A key for the game state a view shows, made of public numbers only (turn, phase, the size of
 * every pile), never of which cards are where: a card planted in a view changes no number, so
 * the frame still meets the other seat's frames of the same state, whose hands it must not show.
 */
export function stateKey(view) {
  const counts = {};
  for (const p of [view.you, view.opponent]) {
    counts[p.side] = [
      p.hand_size,
      p.reserve,
      p.force_pile,
      p.used,
      p.lost.length,
      p.out_of_play.length,
      p.destiny.length,
      p.life_force,
    ];
  }
  return JSON.stringify([view.turn, view.phase, view.active, counts.Dark, counts.Light]);
}

/** The frames of one page, and their checks as they arrive. */
export class Recorder {
  constructor(name, seat, fail) {
    this.name = name;
    this.fail = fail;
    this.seat = seat; // 'Dark', 'Light' or null (spectator)
    this.frames = [];
    this.updates = []; // {state, ids, hand}
    this.sockets = [];
  }

  attach(page) {
    page.on('websocket', (ws) => {
      this.sockets.push(ws.url());
      ws.on('framereceived', (frame) => this.receive(frame.payload));
    });
  }

  receive(payload) {
    let m;
    try {
      m = JSON.parse(String(payload));
    } catch {
      this.fail(`${this.name}: a frame is not JSON: ${String(payload).slice(0, 80)}`);
      return;
    }
    this.frames.push(m);
    if (m.type === 'welcome' && m.seat !== this.seat) {
      this.fail(`${this.name}: welcomed as ${m.seat}, expected ${this.seat}`);
    }
    if (m.type !== 'update') return;
    const v = m.view;
    if (v.opponent.hand !== null) this.fail(`${this.name}: a frame carries the opponent's hand`);
    if (this.seat === null) {
      if (v.you.hand !== null) this.fail(`${this.name} (spectator): a frame carries a hand`);
      if (m.decision !== null) this.fail(`${this.name} (spectator): a frame carries a decision`);
    } else {
      if (!Array.isArray(v.you.hand)) this.fail(`${this.name}: a frame has no hand of its own`);
      if (v.seat !== this.seat) this.fail(`${this.name}: a view of seat ${v.seat}`);
      if (v.you.hand && v.you.hand.length !== v.you.hand_size) this.fail(`${this.name}: hand size differs`);
    }
    this.updates.push({
      state: stateKey(v),
      ids: cardIds(m),
      hand: new Set((v.you.hand ?? []).map((c) => c.id)),
    });
  }
}

/**
 * Every frame of `reader` against every frame of `owner` in the same public state: no card of
 * the owner's hand may appear in what the reader was sent. Returns how many frames were matched.
 */
export function crossCheck(reader, owner, fail) {
  // The cards in the owner's hand in every one of its frames of a state: a card that was in
  // the hand in only some of them left it meanwhile (a state key may span a few steps).
  const hands = new Map();
  for (const u of owner.updates) {
    const held = hands.get(u.state);
    hands.set(u.state, held ? new Set([...held].filter((id) => u.hand.has(id))) : new Set(u.hand));
  }
  let matched = 0;
  for (const u of reader.updates) {
    const hand = hands.get(u.state);
    if (!hand) continue;
    matched += 1;
    for (const id of u.ids) {
      if (hand.has(id)) fail(`${reader.name} was sent card ${id} of ${owner.name}'s hand`);
    }
  }
  return matched;
}
