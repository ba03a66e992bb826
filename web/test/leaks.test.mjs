// The e2e leak checks catch what they are meant to: frames with a planted leak fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Recorder, crossCheck } from '../e2e/leaks.mjs';

const card = (id, owner) => ({ id, gemp_id: `1_${id}`, title: `Card ${id}`, owner });

function piles(side, hand) {
  return {
    side,
    hand,
    hand_size: 2,
    reserve: 40,
    force_pile: 3,
    used: 0,
    lost: [],
    out_of_play: [],
    destiny: [],
    life_force: 43,
    generation: 2,
    activated: 0,
  };
}

/** One update of one state (a Dark site with card 5 on it) as `seat` receives it. */
function update(seat, { leak = null, opponentHand = null, decision = null } = {}) {
  const hands = { Dark: [card(1, 'Dark'), card(2, 'Dark')], Light: [card(3, 'Light'), card(4, 'Light')] };
  const other = seat === 'Dark' ? 'Light' : 'Dark';
  const view = {
    seat: seat ?? 'Dark',
    turn: 2,
    active: 'Dark',
    phase: 'Deploy',
    you: piles(seat ?? 'Dark', seat ? hands[seat] : null),
    opponent: piles(seat ? other : 'Light', opponentHand),
    rows: [{ region: 'Tatooine', sites: [{ location: card(9, 'Dark'), icons: [1, 1], covered: [], cards: [] }] }],
    elsewhere: [],
    deciding: null,
    outcome: null,
  };
  if (leak) view.rows[0].sites[0].cards.push({ card: leak, power: 1, ability: 1, forfeit: 1, hit: false, opponent_side: false, attached: [] });
  return JSON.stringify({ type: 'update', view, log: [], decision, waiting: null });
}

function recorders() {
  const failures = [];
  const fail = (why) => failures.push(why);
  return {
    failures,
    fail,
    dark: new Recorder('dark', 'Dark', fail),
    light: new Recorder('light', 'Light', fail),
    watcher: new Recorder('watcher', null, fail),
  };
}

test('clean frames pass and are matched state by state', () => {
  const r = recorders();
  r.dark.receive(update('Dark'));
  r.light.receive(update('Light'));
  r.watcher.receive(update(null));
  assert.equal(crossCheck(r.dark, r.light, r.fail), 1);
  assert.equal(crossCheck(r.light, r.dark, r.fail), 1);
  assert.equal(crossCheck(r.watcher, r.dark, r.fail), 1);
  assert.deepEqual(r.failures, []);
});

test("the opponent's hand in a frame fails", () => {
  const r = recorders();
  r.dark.receive(update('Dark', { opponentHand: [card(3, 'Light')] }));
  assert.match(r.failures.join(), /opponent's hand/);
});

test('a card of the other hand anywhere in a frame of the same state fails', () => {
  const r = recorders();
  r.light.receive(update('Light'));
  // Dark's frame of that state also shows Light's card 3, on a site.
  r.dark.receive(update('Dark', { leak: card(3, 'Light') }));
  assert.equal(crossCheck(r.dark, r.light, r.fail), 1);
  assert.match(r.failures.join(), /card 3 of light's hand/);
  // And so for a spectator.
  const s = recorders();
  s.light.receive(update('Light'));
  s.watcher.receive(update(null, { leak: card(4, 'Light') }));
  crossCheck(s.watcher, s.light, s.fail);
  assert.match(s.failures.join(), /card 4 of light's hand/);
});

test('a card that left the hand within one state is not counted as held', () => {
  const r = recorders();
  r.light.receive(update('Light'));
  const later = JSON.parse(update('Light'));
  later.view.you.hand = [card(4, 'Light'), card(7, 'Light')];
  r.light.receive(JSON.stringify(later));
  // Card 3 is on the table in Dark's frame and was in Light's hand in only one frame.
  r.dark.receive(update('Dark', { leak: card(3, 'Light') }));
  crossCheck(r.dark, r.light, r.fail);
  assert.deepEqual(r.failures, []);
});

test('a spectator given a hand or a decision fails', () => {
  const r = recorders();
  r.watcher.receive(update(null, { decision: { id: 1, prompt: 'p', options: ['a', 'b'] } }));
  assert.match(r.failures.join(), /spectator\): a frame carries a decision/);
  const s = recorders();
  const frame = JSON.parse(update(null));
  frame.view.you.hand = [card(1, 'Dark')];
  s.watcher.receive(JSON.stringify(frame));
  assert.match(s.failures.join(), /spectator\): a frame carries a hand/);
});

test('a wrong seat in the welcome fails', () => {
  const r = recorders();
  r.light.receive(JSON.stringify({ type: 'welcome', game: 'g', seat: 'Dark', players: ['a', 'b'] }));
  assert.match(r.failures.join(), /welcomed as Dark/);
});
