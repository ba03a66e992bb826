// End-to-end: two people and a spectator at one table, in Debian's Chromium.
//
//   HOLOCRON_URL=http://127.0.0.1:8080 npm run e2e --prefix web
//
// Two players register and sit at a table against each other, a third user watches. The
// players click random option buttons until the game ends or the click budget runs out, then
// one concedes. Every WebSocket frame each page receives is recorded, and the run fails if
//   - a player's frame has the opponent's hand (`view.opponent.hand` not null), or has no
//     hand of its own, or carries a card object whose id is in the other player's hand in the
//     same game state (states are matched by everything both players see);
//   - the spectator's frame has any hand or any decision, or a card of either hand;
//   - a welcome names the wrong seat, or the game does not end with a banner on every page.
// It also checks that switching the language reopens the channel with `lang=fr` and French
// words, that a dropped channel reopens by itself asking `since=` the last log line, that
// the table's game clocks show and count down, that hovering a card shows its full text, and
// that "why can't I?" lists a reason per location for a card of the hand (deploying) and for
// one of ana's cards at a location (moving), and one reason for a location (a battle). With E2E_RESTART=1 (set by crates/holocron/tests/web_e2e.rs) it asks
// its runner, mid-game, to kill the server with SIGKILL and start it again on the same
// database: every page must reconnect by itself and the game play on, frames still checked.
// After the end, the lobby lists the game as finished and its replay viewer steps through it;
// each seat's replayed frames go through the same leak checks, against the other player's
// hands as they were live. Screenshots go to e2e/artifacts/.

import { createInterface } from 'node:readline';
import { Recorder, crossCheck } from './leaks.mjs';
import { ARTIFACTS, BASE, fail, failures, launch, log, random, started } from './run.mjs';

const RESTART = process.env.E2E_RESTART === '1';
const runner = RESTART ? createInterface({ input: process.stdin })[Symbol.asyncIterator]() : null;

/** Asks the runner to kill the server and start it again; resolves once it is back. */
async function restartServer() {
  console.log('E2E:RESTART-SERVER');
  const { value, done } = await runner.next();
  if (done || value.trim() !== 'restarted') throw new Error(`the runner did not restart the server: ${value}`);
}

/** Waits until `page` shows no connection status (it is connected), up to `ms`. */
async function connected(page, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if ((await page.locator('[data-testid=status]').count()) === 0) return true;
    await page.waitForTimeout(200);
  }
  return false;
}

/**
 * Opens one view of a replay on `page` (from the lobby's finished list, or the viewer's own
 * select) and records the frames the server sent it, through the leak checks of a page.
 */
async function replayFrames(page, name, seat, open) {
  const response = page.waitForResponse((r) => r.url().includes('/replay?'), { timeout: 15_000 });
  await open();
  const frames = await (await response).json();
  const recorder = new Recorder(name, seat, fail);
  for (const f of frames) recorder.receive(JSON.stringify(f));
  await page.waitForSelector('[data-testid=replay-step]', { timeout: 10_000 });
  return { frames, recorder };
}

const MAX_CLICKS = Number(process.env.E2E_CLICKS ?? 300);

// ----- the pages -----

async function register(page, name) {
  await page.goto(BASE);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'a long password');
  await page.click('[data-testid=register]');
  await page.waitForSelector('[data-testid=refresh]');
}

async function tableRow(page, id) {
  for (let i = 0; i < 50; i += 1) {
    await page.click('[data-testid=refresh]');
    const row = page.locator(`li[data-table="${id}"]`);
    if ((await row.count()) > 0) return row;
    await page.waitForTimeout(100);
  }
  throw new Error(`table ${id} is not listed`);
}

/** Clicks one random enabled option of `page`; false when it has none. */
async function clickRandomOption(page) {
  const buttons = await page.$$('button.option:not([disabled])');
  if (buttons.length === 0) return false;
  const choice = buttons[Math.floor(random() * buttons.length)];
  try {
    await choice.click({ timeout: 2000 });
    return true;
  } catch {
    return false; // re-rendered under the pointer: try again on the next round
  }
}

const ended = async (page) => (await page.locator('[data-testid=ended]').count()) > 0;
// Waits for the open "why can't I?" panel to show its answers or the server's refusal.
const whyAnswered = async (page) => {
  await page.waitForSelector('[data-testid=why-answer] li, [data-testid=why-refused]', { timeout: 5000 });
  return (await page.locator('[data-testid=why-refused]').count()) > 0 ? 'refused' : 'answered';
};

const browser = await launch();

let clicks = 0;
const recorders = {};
try {
  const viewport = { width: 1440, height: 900 };
  const tag = Math.floor(random() * 1e6);
  const names = { a: `ana${tag}`, b: `ben${tag}`, c: `cal${tag}` };
  const contexts = {};
  const pages = {};
  for (const k of ['a', 'b', 'c']) {
    contexts[k] = await browser.newContext({ viewport, locale: 'en-GB' });
    pages[k] = await contexts[k].newPage();
    pages[k].on('dialog', (d) => d.accept());
    pages[k].on('pageerror', (e) => fail(`${names[k]}: page error ${e.message}`));
  }
  recorders.a = new Recorder(names.a, 'Dark', fail);
  recorders.b = new Recorder(names.b, 'Light', fail);
  recorders.c = new Recorder(names.c, null, fail);

  // The second player's channel goes through a relay this script can cut, to see the page
  // reopen it by itself.
  const relays = [];
  await pages.b.routeWebSocket(/\/socket\?/, (ws) => {
    const server = ws.connectToServer();
    relays.push({ page: ws, server, url: ws.url() });
  });
  for (const k of ['a', 'b', 'c']) recorders[k].attach(pages[k]);

  for (const k of ['a', 'b', 'c']) await register(pages[k], names[k]);
  log('registered', Object.values(names).join(', '));

  await pages.a.selectOption('[data-testid=create-deck]', 'data:premiere-intro-2pg-dark');
  await pages.a.selectOption('[data-testid=create-opponent]', 'person');
  await pages.a.selectOption('[data-testid=create-clock]', '60');
  await pages.a.click('[data-testid=create]');
  await pages.a.waitForURL(/#\/table\//);
  const id = pages.a.url().split('#/table/')[1];
  log('table', id);

  const row = await tableRow(pages.b, id);
  await row.locator('[data-testid=join]').click();
  await pages.b.waitForURL(/#\/table\//);
  // The watcher first tries the deck page: a bad line is refused with the server's words.
  await pages.c.click('a[href="#/decks"]');
  await pages.c.fill('[data-testid=deck-name]', 'Broken');
  await pages.c.fill('[data-testid=deck-text]', '2 Stormtrooper\n1 No Such Card Anywhere');
  await pages.c.click('[data-testid=deck-import]');
  const refused = await pages.c.locator('.import .error').innerText({ timeout: 5000 });
  if (!/line 2/.test(refused) || !refused.includes('No Such Card Anywhere')) {
    fail(`the deck page does not show the server's error naming the line: ${refused}`);
  }
  await pages.c.screenshot({ path: `${ARTIFACTS}decks-error.png` });
  await pages.c.click('a[href="#/"]');
  await pages.c.waitForSelector('[data-testid=refresh]');
  await pages.c.waitForTimeout(300);
  const watched = await tableRow(pages.c, id);
  await pages.c.screenshot({ path: `${ARTIFACTS}lobby.png` });
  await watched.locator('[data-testid=watch]').click();
  await pages.c.waitForURL(/#\/table\//);
  log('joined and watching');

  // The table has a clock of 60 minutes each: every page shows both clocks, and the running
  // one counts down while nobody answers.
  for (const k of ['a', 'b', 'c']) {
    try {
      await pages[k].waitForSelector('[data-testid=clocks] .clock.running', { timeout: 5000 });
      const n = await pages[k].locator('[data-testid=clocks] .clock').count();
      if (n !== 2) fail(`${names[k]} shows ${n} clocks`);
    } catch {
      fail(`${names[k]} shows no running clock`);
    }
  }
  const clockSeconds = (text) => {
    const m = /(\d+):(\d\d)/.exec(text);
    return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  };
  const running = async () =>
    clockSeconds(await pages.c.locator('[data-testid=clocks] .clock.running').innerText().catch(() => ''));
  const before = await running();
  await pages.c.waitForTimeout(2100);
  const after = await running();
  if (!(before <= 3600 && before > 3500)) fail(`the running clock shows ${before} s of a 60-minute clock`);
  if (!(after < before)) fail(`the running clock does not count down: ${before} s, then ${after} s`);
  log(`clocks: the running one went from ${before} s to ${after} s`);

  // A chat line reaches the other player and the watcher (once each is subscribed: chat is
  // not kept for those who come later).
  for (let i = 0; i < 100 && !['b', 'c'].every((k) => recorders[k].frames.some((f) => f.type === 'update')); i += 1) {
    await pages.a.waitForTimeout(100);
  }
  await pages.a.waitForSelector('.chat input');
  await pages.a.fill('.chat input', 'good luck');
  await pages.a.press('.chat input', 'Enter');
  for (const k of ['b', 'c']) {
    try {
      await pages[k].waitForSelector('[data-testid=chat] li:has-text("good luck")', { timeout: 5000 });
    } catch {
      fail(`${names[k]} did not see the chat line`);
    }
  }

  let idle = 0;
  let cut = false;
  let switched = false;
  let hovered = false;
  let asked = false;
  let askedBattle = false;
  let askedMove = false;
  let restarted = !RESTART;
  let replayedLive = false;
  let liveReplay = null;
  let beforeRestart = null;
  while (clicks < MAX_CLICKS) {
    if ((await ended(pages.a)) || (await ended(pages.b))) break;
    let moved = false;
    for (const k of ['a', 'b']) {
      if (await clickRandomOption(pages[k])) {
        clicks += 1;
        moved = true;
      }
    }
    if (!moved) {
      idle += 1;
      if (idle > 200) {
        fail('no option to click for 20 s');
        break;
      }
      await pages.a.waitForTimeout(100);
      continue;
    }
    idle = 0;

    if (clicks >= 40 && !hovered && (await pages.a.locator('.site .card-name').count()) > 0) {
      hovered = true;
      const name = pages.a.locator('.hand .card-name, .site .half .card-name').first();
      await name.hover();
      try {
        await pages.a.waitForSelector('[data-testid=card-popup] .title', { timeout: 5000 });
        await pages.a.screenshot({ path: `${ARTIFACTS}table-card-text.png` });
      } catch {
        fail('hovering a card shows no card text');
      }
      await pages.a.mouse.move(5, 5);
    }
    // Asked in ana's own deploy phase when it comes early enough (the reasons are the engine's
    // own then), else at any time.
    const ownDeploy = /Deploy phase[\s\S]*Dark Side’s turn/.test(await pages.a.locator('.game-bar').innerText());
    if (
      ((clicks >= 20 && ownDeploy) || clicks >= 70) &&
      !asked &&
      (await pages.a.locator('.site').count()) > 0
    ) {
      const why = pages.a.locator('[data-testid=why]');
      if ((await why.count()) > 0) {
        asked = true;
        await why.first().click();
        try {
          if ((await whyAnswered(pages.a)) === 'refused') {
            // The card left ana's hand (her last click deployed it) before the server read
            // the question: the panel says so, and the question is asked again later.
            log('a deploy question was refused (the card had left the hand): asking again later');
            asked = false;
          } else {
            const lines = await pages.a.locator('[data-testid=why-answer] li').allInnerTexts();
            const sites = await pages.a.locator('.site').count();
            if (lines.length !== sites) fail(`why-not answers ${lines.length} locations of ${sites}`);
            if (!lines.every((l) => /^.+: .+\.$/.test(l))) fail(`a why-not line has no reason: ${lines}`);
            log(`why not (${ownDeploy ? 'in ana’s deploy phase' : 'out of it'}):`, lines.join(' | '));
            await pages.a.screenshot({ path: `${ARTIFACTS}table-why-not.png` });
          }
        } catch (e) {
          fail(`"why can't I?" shows no reason: ${e.message}`);
        }
        await pages.a.click('[data-testid=why-close]');
        if (!asked) continue;
        // A location asks about a battle there: one answer, about that location.
        await pages.a.locator('[data-testid=why-battle]').first().click();
        try {
          await pages.a.waitForSelector('[data-testid=why-answer] li', { timeout: 5000 });
          const lines = await pages.a.locator('[data-testid=why-answer] li').allInnerTexts();
          if (lines.length !== 1) fail(`a battle question got ${lines.length} answers`);
          // Any rule of a battle (phase, presence, cost…), never one of deploying.
          if (/deploy/i.test(lines[0]) || !/^.+: .+\.$/.test(lines[0])) fail(`not a battle's reason: ${lines}`);
          log('why not battle:', lines[0]);
          askedBattle = true;
        } catch (e) {
          fail(`"why can't I battle?" shows no reason: ${e.message}`);
        }
        await pages.a.click('[data-testid=why-close]');
      }
    }
    // One of ana's cards at a location asks where it may move, once there is one.
    const movable = pages.a.locator('[data-testid=why-move]');
    if (clicks >= 100 && !askedMove && (await movable.count()) > 0) {
      askedMove = true;
      await movable.first().click();
      try {
        if ((await whyAnswered(pages.a)) === 'refused') {
          // The bot played between the click and the server's reading: the card left its
          // location, the panel says so, and the question is asked again later.
          log('a move question was refused (the card had left its location): asking again later');
          askedMove = false;
          await pages.a.click('[data-testid=why-close]');
          continue;
        }
        const lines = await pages.a.locator('[data-testid=why-answer] li').allInnerTexts();
        const sites = await pages.a.locator('.site').count();
        if (lines.length !== sites) fail(`a move question answered ${lines.length} locations of ${sites}`);
        if (lines.some((l) => /deploy/i.test(l))) fail(`a move answer speaks of deploying: ${lines}`);
        log('why not move:', lines.join(' | '));
        await pages.a.screenshot({ path: `${ARTIFACTS}table-why-move.png` });
      } catch (e) {
        fail(`"why can't it move?" shows no reason: ${e.message}`);
      }
      await pages.a.click('[data-testid=why-close]');
    }
    if (clicks >= 80 && !restarted) {
      restarted = true;
      beforeRestart = Object.fromEntries(['a', 'b', 'c'].map((k) => [k, recorders[k].updates.length]));
      log('asking for the server to be killed and started again');
      await restartServer();
      for (const k of ['a', 'b', 'c']) {
        if (!(await connected(pages[k], 30_000))) fail(`${names[k]} did not reconnect after the restart`);
      }
      log('every page reconnected after the restart');
      await pages.a.screenshot({ path: `${ARTIFACTS}table-after-restart.png` });
    }
    if (clicks >= 60 && !cut) {
      cut = true;
      const before = relays.length;
      const last = relays[relays.length - 1];
      await last.page.close({ code: 4000, reason: 'cut by the test' });
      await last.server.close();
      for (let i = 0; i < 100 && relays.length === before; i += 1) await pages.b.waitForTimeout(100);
      const again = relays[relays.length - 1];
      if (relays.length === before) fail('a dropped channel was not reopened');
      else if (!/[?&]since=\d+/.test(again.url)) fail(`the reopened channel asks no since=: ${again.url}`);
      else log('channel cut and reopened:', again.url.replace(/token=[^&]+/, 'token=…'));
    }
    if (clicks >= 100 && !switched) {
      switched = true;
      await pages.b.selectOption('[data-testid=lang]', 'fr');
      await pages.b.waitForTimeout(500);
      const reopened = relays[relays.length - 1].url;
      if (!reopened.includes('lang=fr')) fail(`the language switch did not reopen with lang=fr: ${reopened}`);
      const words = await pages.b.locator('.game-bar').innerText();
      if (!/Tour|Abandonner/.test(words)) fail(`the page is not in French after the switch: ${words}`);
      await pages.b.screenshot({ path: `${ARTIFACTS}table-french.png` });
    }
    if (clicks >= 110 && !replayedLive) {
      // A live game's own seat, replayed so far from the lobby's link in another tab of ana's.
      replayedLive = true;
      const tab = await contexts.a.newPage();
      tab.on('pageerror', (e) => fail(`${names.a} (replay tab): page error ${e.message}`));
      await tab.goto(BASE);
      const row = await tableRow(tab, id);
      const live = await replayFrames(tab, `${names.a} (live replay)`, 'Dark', () =>
        row.locator('[data-testid=replay-live]').click(),
      );
      if (live.frames.length < 50) fail(`the live replay has ${live.frames.length} steps`);
      liveReplay = live.recorder;
      log(`live replay of ana's seat: ${live.frames.length} steps`);
      await tab.screenshot({ path: `${ARTIFACTS}replay-live.png` });
      await tab.close();
    }
    if (clicks === 120 || clicks === 121) {
      await pages.a.screenshot({ path: `${ARTIFACTS}table-mid-game.png` });
      await pages.c.screenshot({ path: `${ARTIFACTS}table-spectator.png` });
    }
  }
  log(`${clicks} clicks`);

  if (!(await ended(pages.a))) {
    await pages.a.click('[data-testid=concede]');
    log('conceded');
  }
  for (const k of ['a', 'b', 'c']) {
    try {
      await pages[k].waitForSelector('[data-testid=ended]', { timeout: 10_000 });
    } catch {
      fail(`${names[k]} shows no end banner`);
    }
  }
  await pages.a.screenshot({ path: `${ARTIFACTS}table-ended.png` });
  await pages.c.screenshot({ path: `${ARTIFACTS}table-ended-spectator.png` });

  if ((await pages.c.locator('[data-testid=hand]').count()) > 0) fail('the spectator is shown a hand');
  if (!asked) fail('"why can\'t I?" was never asked');
  if (!askedBattle) fail('"why can\'t I battle?" was never asked');
  if (!askedMove) log('no card of ana\'s stood at a location after 100 clicks: the move question was not asked');
  if (RESTART && !beforeRestart) fail('the server was never restarted (the game ended first)');
  if (beforeRestart) {
    for (const k of ['a', 'b', 'c']) {
      const after = recorders[k].updates.length - beforeRestart[k];
      if (after < 2) fail(`${names[k]} received ${after} updates after the restart`);
    }
  }
  for (const k of ['b', 'c']) {
    if (recorders[k].frames.some((f) => f.type === 'why_not')) fail(`${names[k]} was sent ana's why-not answer`);
  }

  // ----- the replay viewer -----
  await pages.a.click('text=Back to the lobby');
  const finished = pages.a.locator(`li[data-finished="${id}"]`);
  await finished.waitFor({ timeout: 10_000 });
  await pages.a.screenshot({ path: `${ARTIFACTS}lobby-finished.png` });
  const dark = await replayFrames(pages.a, `${names.a} (replay, Dark)`, 'Dark', () =>
    finished.locator('[data-testid=replay-dark]').click(),
  );
  const total = dark.frames.length;
  const stepText = async () => (await pages.a.locator('[data-testid=replay-step]').innerText()).trim();
  if ((await stepText()) !== `Step 1 of ${total}`) fail(`the replay does not start at its first step: ${await stepText()}`);
  for (let i = 0; i < 3; i += 1) await pages.a.click('[data-testid=replay-next]');
  if ((await stepText()) !== `Step 4 of ${total}`) fail(`next does not step: ${await stepText()}`);
  await pages.a.click('[data-testid=replay-prev]');
  if ((await stepText()) !== `Step 3 of ${total}`) fail(`previous does not step back: ${await stepText()}`);
  const middle = Math.floor(total / 2);
  await pages.a.locator('[data-testid=replay-slider]').evaluate((el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, middle);
  if ((await stepText()) !== `Step ${middle + 1} of ${total}`) fail(`the slider does not step: ${await stepText()}`);
  const turn = await pages.a.locator('.game-bar').innerText();
  if (!turn.includes(`Turn ${dark.frames[middle].view.turn}`)) fail(`step ${middle} shows another turn: ${turn}`);
  if ((await pages.a.locator('[data-testid=hand]').count()) === 0) fail('the Dark replay shows no hand');
  await pages.a.screenshot({ path: `${ARTIFACTS}replay-dark.png` });
  await pages.a.click('[data-testid=replay-last]');
  if ((await stepText()) !== `Step ${total} of ${total}`) fail(`last does not step to the end: ${await stepText()}`);
  const lines = await pages.a.locator('[data-testid=log] li').count();
  const logged = dark.frames.reduce((n, f) => n + f.log.length, 0);
  if (lines !== logged) fail(`the last step shows ${lines} log lines of ${logged}`);
  await pages.a.click('[data-testid=replay-first]');
  if ((await stepText()) !== `Step 1 of ${total}`) fail(`first does not step back: ${await stepText()}`);
  const light = await replayFrames(pages.a, `${names.a} (replay, Light)`, 'Light', () =>
    pages.a.selectOption('[data-testid=replay-view]', 'light'),
  );
  if (light.frames.length !== total) fail(`the Light replay has ${light.frames.length} steps, the Dark ${total}`);
  const spectating = await replayFrames(pages.a, `${names.a} (replay, spectator)`, null, () =>
    pages.a.selectOption('[data-testid=replay-view]', 'spectator'),
  );
  if ((await pages.a.locator('[data-testid=hand]').count()) > 0) fail('the spectator replay shows a hand');
  // Each seat's replayed frames against the other player's hands as they were live, and the
  // two replayed seats against each other.
  if (!liveReplay) fail('the live game was never replayed');
  const replayed =
    (liveReplay ? crossCheck(liveReplay, recorders.b, fail) : 0) +
    crossCheck(dark.recorder, recorders.b, fail) +
    crossCheck(light.recorder, recorders.a, fail) +
    crossCheck(dark.recorder, light.recorder, fail) +
    crossCheck(light.recorder, dark.recorder, fail) +
    crossCheck(spectating.recorder, dark.recorder, fail) +
    crossCheck(spectating.recorder, light.recorder, fail);
  if (replayed === 0) fail('no replayed frame matched a state of the other seat');
  log(`replay: ${total} steps a view; ${replayed} replayed frames checked against the other hand`);
  // Everything: the Dark Side's board with the Light Side's hand beside it.
  await pages.a.selectOption('[data-testid=replay-view]', 'full');
  await pages.a.waitForSelector('[data-testid=replay-other-hand]', { timeout: 10_000 });
  await pages.a.click('[data-testid=replay-last]');
  await pages.a.screenshot({ path: `${ARTIFACTS}replay-full.png` });

  // A table that is not live: the page stops trying and says so.
  await pages.c.goto(`${BASE}/#/table/nosuchtable`);
  try {
    await pages.c.waitForSelector('text=This table is not live', { timeout: 10_000 });
  } catch {
    fail('a table that is not live is not reported as such');
  }
  if ((await pages.a.locator('[data-testid=log] li').count()) === 0) fail('the log is empty');

  // Page-side replays of what the server sent, matched state by state.
  const matchedAB = crossCheck(recorders.a, recorders.b, fail);
  const matchedBA = crossCheck(recorders.b, recorders.a, fail);
  const matchedCA = crossCheck(recorders.c, recorders.a, fail);
  const matchedCB = crossCheck(recorders.c, recorders.b, fail);
  for (const r of Object.values(recorders)) {
    if (r.updates.length === 0) fail(`${r.name} received no update`);
    if (!r.frames.some((f) => f.type === 'ended')) fail(`${r.name} received no end of game`);
  }
  const frames = Object.values(recorders).reduce((n, r) => n + r.frames.length, 0);
  log(
    `frames: ${Object.values(recorders)
      .map((r) => `${r.name} ${r.frames.length} (${r.updates.length} updates)`)
      .join(', ')}; ${frames} in all`,
  );
  log(
    `matched states checked: ${matchedAB} of ana's updates against ben's hand, ${matchedBA} the other way, ` +
      `${matchedCA + matchedCB} of the spectator's against both hands`,
  );
  if (matchedAB === 0 || matchedBA === 0) fail('no frame of one player matched a state of the other');
} catch (e) {
  fail(`the run stopped: ${e.stack ?? e}`);
} finally {
  await browser.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.log(`e2e: ${failures.length} failed after ${clicks} clicks in ${seconds}s`);
  process.exit(1);
}
console.log(`e2e: passed, ${clicks} clicks in ${seconds}s`);
// The runner's standard input, read for the restart, would keep the process alive.
process.exit(0);
