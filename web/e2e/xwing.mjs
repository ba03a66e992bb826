// End-to-end: a person flies the X-Wing `devices` scenario against the bot, in Chromium.
//
//   HOLOCRON_URL=http://127.0.0.1:8080 node web/e2e/xwing.mjs
//
// One user registers, clicks "Devices" in the lobby and clicks random option buttons until
// the end banner shows (or the click budget runs out, then concedes). Every WebSocket frame
// the page receives is recorded, and the run fails if
//   - an update's view shows an enemy ship's dial before the log has revealed it this round
//     (log lines `… #ID reveals …`), or shows the bot's options;
//   - an update has no board drawing, or the page shows no board, ship list or log;
//   - hovering a maneuver option draws no template on the board;
//   - the game does not end with a banner, or the lobby does not lead back to it.
// Screenshots go to e2e/artifacts/.

import { ARTIFACTS, BASE, fail, failures, launch, log, random } from './run.mjs';

const MAX_CLICKS = Number(process.env.E2E_XWING_CLICKS ?? 3000);

/** The frames of the page, checked as they arrive. */
class Frames {
  constructor() {
    this.count = 0;
    this.updates = 0;
    this.enemyDialsShown = 0;
    this.revealed = new Map(); // ship id -> maneuver words, this round
  }

  receive(payload) {
    let m;
    try {
      m = JSON.parse(String(payload));
    } catch {
      return;
    }
    this.count += 1;
    if (m.type !== 'update') return;
    this.updates += 1;
    if (typeof m.board_svg !== 'string' || !m.board_svg.startsWith('<svg')) fail('an update without a board');
    for (const line of m.log ?? []) {
      if (line.text.startsWith('Round ')) this.revealed.clear();
      const at = line.text.indexOf(' reveals ');
      if (at >= 0) {
        const id = Number(line.text.slice(0, at).split('#').pop());
        this.revealed.set(id, line.text.slice(at + ' reveals '.length));
      }
    }
    const view = m.view;
    for (const ship of view.ships) {
      if (ship.owner === view.seat || ship.dial === null) continue;
      this.enemyDialsShown += 1;
      const shown = this.revealed.get(ship.id);
      if (shown === undefined) fail(`round ${view.round}: the bot's dial of ship #${ship.id} was sent unrevealed`);
      else if (!shown.startsWith(`${ship.dial.speed} `))
        fail(`ship #${ship.id} shows ${JSON.stringify(ship.dial)} but revealed ${shown}`);
    }
    if (view.pending && view.pending.seat !== view.seat && view.pending.options !== null)
      fail("the bot's options were sent");
  }
}

const browser = await launch();
const frames = new Frames();
let clicks = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('dialog', (d) => d.accept());
  page.on('pageerror', (e) => fail(`page error ${e.message}`));
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.receive(frame.payload)));

  const name = `pilot${Math.floor(random() * 1e6)}`;
  await page.goto(BASE);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', 'a long password');
  await page.click('[data-testid=register]');
  await page.click('[data-testid=xwing-devices]');
  await page.waitForURL(/#\/xwing\//);
  log('table', page.url().split('#/xwing/')[1]);
  await page.waitForSelector('[data-testid=xw-board] svg', { timeout: 20_000 });
  if ((await page.locator('[data-testid=xw-ships] li').count()) === 0) fail('no ship is listed');
  // Leaving for the lobby and coming back finds the same game.
  await page.click('text=Back to the lobby');
  await page.click('[data-testid=xwing-mine] button');
  await page.waitForURL(/#\/xwing\//);
  await page.waitForSelector('[data-testid=xw-board] svg', { timeout: 20_000 });

  let previewed = false;
  while (clicks < MAX_CLICKS) {
    if ((await page.locator('[data-testid=ended]').count()) > 0) break;
    const buttons = await page.$$('button.option:not([disabled])');
    if (buttons.length === 0) {
      await page.waitForTimeout(20);
      continue;
    }
    try {
      const button = buttons[Math.floor(random() * buttons.length)];
      if (!previewed && /\b(straight|bank|turn)\b/.test(await button.innerText())) {
        // A maneuver shows its template on the board while the pointer is over it.
        await button.hover({ timeout: 2000 });
        await page.waitForSelector('[data-testid=xw-preview]', { timeout: 2000 });
        await page.screenshot({ path: `${ARTIFACTS}xwing-preview.png` });
        previewed = true;
      }
      await button.click({ timeout: 2000 });
      clicks += 1;
    } catch {
      // Re-rendered under the pointer: choose again from the new buttons.
    }
    if (clicks === 30) await page.screenshot({ path: `${ARTIFACTS}xwing-playing.png` });
  }
  if ((await page.locator('[data-testid=ended]').count()) === 0) {
    log(`no end after ${clicks} clicks: conceding`);
    await page.click('[data-testid=concede]');
  }
  await page.waitForSelector('[data-testid=ended]', { timeout: 20_000 });
  await page.screenshot({ path: `${ARTIFACTS}xwing-ended.png` });
  const banner = await page.locator('[data-testid=ended]').innerText();
  log(`ended: ${banner.replace(/\s+/g, ' ')}`);
  if ((await page.locator('[data-testid=log] li').count()) === 0) fail('the log is empty');
  if (clicks < 10) fail(`only ${clicks} clicks before the end`);
  if (!previewed) fail('no maneuver option showed its template');
} catch (e) {
  fail(`the run stopped: ${e.stack ?? e}`);
} finally {
  await browser.close();
}

log(`${clicks} clicks, ${frames.count} frames (${frames.updates} updates), ${frames.enemyDialsShown} revealed enemy dials shown`);
if (frames.updates === 0) fail('no update was received');
if (failures.length > 0) {
  console.error(`${failures.length} failure(s)`);
  process.exit(1);
}
log('ok');
