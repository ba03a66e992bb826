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
// words, that a dropped channel reopens by itself asking `since=` the last log line, and that
// hovering a card shows its full text. Screenshots go to e2e/artifacts/.

import { Recorder, crossCheck } from './leaks.mjs';
import { ARTIFACTS, BASE, fail, failures, launch, log, random, started } from './run.mjs';

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

  // A chat line reaches the other player and the watcher.
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
