//! `holocron play`: a person plays a bot at the terminal (by default the search bot, thinking
//! one second per decision).
//!
//! The person sees only what their seat may see: at each new phase a compact table (their
//! view: piles, Life Force, the rows of sites with the cards at them, their hand), the events
//! shown to their seat since their last decision, and the numbered options of the decision
//! they must make. They answer with a number. Anything else is explained and asked again;
//! `v` shows the table again, `w` asks for a card in hand and a location and says which rule
//! forbids deploying it there (or that it may), `?` the help, and `q` or the end of input
//! leaves the game.
//!
//! The game is never lost: after every accepted answer (the person's and the bot's) the replay
//! of the game so far (`outcome: None` while unfinished) is written atomically to the save
//! file (`--save FILE`, else a file named by seed and start time in the per-user state folder,
//! printed at the start). `--resume FILE` reads such a file, rebuilds the game from its decks,
//! seed and answers, and goes on with it, saving into the same file. At the end of a game
//! without `--save` the replay can also be copied to a file of the person's choice.

use super::{Data, Decks, bot_seed, parse_side, save_replay};
use crate::botspec::{BotSpec, SearchFlags};
use anyhow::{Context, Result};
use bots::Budget;
use door::Game as _;
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use swccg_cards::Side;
use swccg_engine::decision::Dest;
use swccg_engine::event::Event;
use swccg_engine::ids::Phase;
use swccg_engine::replay::{Journal, Replay};
use swccg_engine::state::PendingDecision;
use swccg_engine::text::{Lang, Reader, Text, message, message_with, side_name};
use swccg_engine::{CardId, Game, Place};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The language of the table, prompts and log: en or fr.
    #[arg(long, default_value = "en")]
    lang: Lang,
    /// The side you play: dark or light.
    #[arg(long, value_parser = parse_side, default_value = "dark")]
    seat: Side,
    /// The game's seed (default: taken from the clock and printed at the start).
    #[arg(long)]
    seed: Option<u64>,
    /// The Dark Side deck: a deck file, or a deck name of the data folder.
    #[arg(long, value_name = "DECK", default_value = super::DEFAULT_DARK)]
    dark: String,
    /// The Light Side deck: a deck file, or a deck name of the data folder.
    #[arg(long, value_name = "DECK", default_value = super::DEFAULT_LIGHT)]
    light: String,
    /// Save the game to this file after every answer (default: a file in
    /// $XDG_STATE_HOME/holocron/games, else ~/.local/state/holocron/games).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Go on with the game saved in FILE (by `play`), saving into it; the decks and seed come
    /// from the file, the seat, bot and language from these flags.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["save", "seed", "dark", "light"])]
    resume: Option<PathBuf>,
    /// Your opponent: search (the default), heuristic, random, search:N (playouts) or
    /// search:Nms.
    #[arg(long, default_value = "search")]
    bot: String,
    #[command(flatten)]
    search: SearchFlags,
}

/// The search bot's budget at the table when none is given: one second per decision.
const TABLE_THINK_MS: u64 = 1000;

pub fn run(data: crate::data::Source, args: Args) -> Result<()> {
    let data = Data::load(&data)?;
    let bot = BotSpec::parse(
        &args.bot,
        &args.search,
        Budget::Time(std::time::Duration::from_millis(TABLE_THINK_MS)),
    )?;
    super::make_bot(bot, 0)?;
    let (replay, path) = match &args.resume {
        Some(path) => (read_saved_game(path)?, path.clone()),
        None => {
            let decks = Decks::load(&data, &args.dark, &args.light)?;
            let seed = args.seed.unwrap_or_else(clock_seed);
            let path = match &args.save {
                Some(path) => path.clone(),
                None => default_save_file(seed)?,
            };
            (decks.replay(&data, seed, Vec::new())?, path)
        }
    };
    let (journal, game) = Journal::open(replay, &data.db).with_context(|| match &args.resume {
        Some(path) => format!("cannot resume the game saved in {}", path.display()),
        None => "the decks do not make a game".to_owned(),
    })?;
    if args.resume.is_none() {
        // The file exists from the start, so that the path printed below is there to look at.
        save_replay(journal.replay(), &path)?;
    }
    let stdin = std::io::stdin();
    // Typed answers appear on a terminal by themselves; piped ones are echoed so that the
    // transcript reads the same.
    let echo = !stdin.is_terminal();
    let mut table = Table {
        lang: args.lang,
        seat: args.seat,
        bot,
        input: stdin.lock(),
        out: std::io::stdout().lock(),
        echo,
    };
    let journal = table.play(game, journal, &path)?;
    let copy = match (&args.save, &args.resume) {
        (None, None) => table.offer_save()?,
        _ => None,
    };
    let saved = |file: &Path| {
        let file = file.display().to_string();
        message_with(table.lang, "play-saved", &[("path", file.into())])
    };
    writeln!(table.out, "{}", saved(&path))?;
    if let Some(copy) = copy {
        save_replay(journal.replay(), &copy)?;
        writeln!(table.out, "{}", saved(&copy))?;
    }
    Ok(())
}

/// Reads a game saved by `play` to go on with it; the file is only read.
fn read_saved_game(path: &Path) -> Result<Replay> {
    let what = || format!("cannot resume the game saved in {}", path.display());
    let text = std::fs::read_to_string(path).with_context(what)?;
    Replay::from_json(&text).with_context(what)
}

/// Where a game without `--save` is saved: `$XDG_STATE_HOME/holocron/games`, else
/// `~/.local/state/holocron/games`, in a new file named by the seed and the start time (UTC).
fn default_save_file(seed: u64) -> Result<PathBuf> {
    let folder = server::state_dir()
        .map(|state| state.join("games"))
        .context(
            "no folder to save the game in (neither XDG_STATE_HOME nor HOME is an absolute \
             path); pass --save FILE",
        )?;
    std::fs::create_dir_all(&folder)
        .with_context(|| format!("cannot create {}", folder.display()))?;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let stem = format!("seed-{seed}-{}", utc_stamp(now));
    let mut path = folder.join(format!("{stem}.json"));
    let mut n = 1;
    while path.exists() {
        n += 1;
        path = folder.join(format!("{stem}-{n}.json"));
    }
    Ok(path)
}

/// `YYYYMMDD-HHMMSS` (UTC) of a time in seconds since 1970.
fn utc_stamp(secs: u64) -> String {
    let (mut days, of_day) = (secs / 86_400, secs % 86_400);
    let leap = |y: u64| (y.is_multiple_of(4) && !y.is_multiple_of(100)) || y.is_multiple_of(400);
    let mut year = 1970;
    loop {
        let length = if leap(year) { 366 } else { 365 };
        if days < length {
            break;
        }
        days -= length;
        year += 1;
    }
    let february = if leap(year) { 29 } else { 28 };
    let months = [31, february, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let mut month = 1;
    for length in months {
        if days < length {
            break;
        }
        days -= length;
        month += 1;
    }
    format!(
        "{year:04}{month:02}{:02}-{:02}{:02}{:02}",
        days + 1,
        of_day / 3600,
        of_day / 60 % 60,
        of_day % 60
    )
}

/// A seed for a game nobody asked a seed for.
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    // Keep the low, fast-changing digits; a seed only needs to differ between games.
    (nanos % 1_000_000_000_000) as u64
}

/// What the person typed at a decision.
enum Typed {
    /// The index of an option.
    Option(usize),
    /// Leave the game.
    Quit,
}

/// The terminal: the person's language and seat, where they type and where they read.
struct Table<R, W> {
    lang: Lang,
    seat: Side,
    /// The opponent.
    bot: BotSpec,
    input: R,
    out: W,
    /// Write what was read after the question (when the input is not a terminal).
    echo: bool,
}

impl<R: BufRead, W: Write> Table<R, W> {
    /// Plays `game` (new, or resumed from `journal`) on to its end or until the person
    /// leaves, adding every accepted answer (by both sides) to the journal and saving it to
    /// `path` at once. Returns the journal.
    fn play(&mut self, mut game: Game, mut journal: Journal, path: &Path) -> Result<Journal> {
        let lang = self.lang;
        let replay = journal.replay();
        let (seed, given) = (replay.seed, replay.answers.len());
        // A resumed game's bot starts from a stream of its own: the old one's place in its
        // stream was not saved.
        let stream = bot_seed(seed, self.seat.opponent()) ^ resumed_stream(given);
        let mut bot = super::make_bot(self.bot, stream)?;
        let opponent = bot_name(lang, self.bot);
        let (mine, theirs) = match self.seat {
            Side::Dark => (replay.dark_name.clone(), replay.light_name.clone()),
            Side::Light => (replay.light_name.clone(), replay.dark_name.clone()),
        };
        let welcome = message_with(
            lang,
            "play-welcome",
            &[
                ("side", side_name(lang, self.seat).into()),
                ("deck", mine.into()),
                ("opponent", opponent.into()),
                ("their_deck", theirs.into()),
                // As text: a seed may be too large for a message's numbers.
                ("seed", seed.to_string().into()),
            ],
        );
        writeln!(self.out, "{welcome}")?;
        let path_text = path.display().to_string();
        let journal_line = if given == 0 {
            message_with(lang, "play-journal-new", &[("path", path_text.into())])
        } else {
            message_with(
                lang,
                "play-journal-resumed",
                &[("path", path_text.into()), ("count", given.into())],
            )
        };
        writeln!(self.out, "{journal_line}")?;
        let mut events = Vec::new();
        let mut unseen: Vec<Event> = Vec::new();
        let mut table_shown: Option<(u16, Phase)> = None;
        let mut left = false;
        while let Some(pending) = game.pending().cloned() {
            let choice = if pending.seat == self.seat {
                self.show_log(&game, &mut unseen)?;
                let now = (game.turn(), game.state().phase);
                if table_shown != Some(now) {
                    self.show_view(&game)?;
                    table_shown = Some(now);
                }
                match self.ask(&game, &pending)? {
                    Typed::Option(i) => i,
                    Typed::Quit => {
                        left = true;
                        break;
                    }
                }
            } else {
                bot.choose(&game)
            };
            let answer = pending.options[choice];
            events.clear();
            game.answer_into(pending.id, &answer, &mut events)
                .with_context(|| format!("the game refused its own option {answer:?}"))?;
            journal.push(answer, &events, &game);
            save_replay(journal.replay(), path)?;
            unseen.extend(
                events
                    .iter()
                    .filter(|e| e.visibility.allows(self.seat))
                    .cloned(),
            );
        }
        self.show_log(&game, &mut unseen)?;
        if left {
            writeln!(self.out, "{}", message(lang, "play-left"))?;
        } else {
            self.show_view(&game)?;
        }
        Ok(journal)
    }

    /// Prints the events the person has not seen yet.
    fn show_log(&mut self, game: &Game, unseen: &mut Vec<Event>) -> Result<()> {
        let text = Text::new(self.lang, game.catalogue(), Reader::Seat(self.seat));
        for event in unseen.drain(..) {
            writeln!(self.out, "  · {}", text.event(&event.what))?;
        }
        Ok(())
    }

    fn show_view(&mut self, game: &Game) -> Result<()> {
        let text = Text::new(self.lang, game.catalogue(), Reader::Seat(self.seat));
        writeln!(self.out)?;
        write!(self.out, "{}", text.view(&game.view(self.seat)))?;
        writeln!(self.out)?;
        Ok(())
    }

    fn show_options(&mut self, game: &Game, pending: &PendingDecision) -> Result<()> {
        let text = Text::new(self.lang, game.catalogue(), Reader::Seat(self.seat))
            .with_state(game.state());
        writeln!(self.out, "{}", text.prompt(&pending.prompt))?;
        let mut shown: Vec<String> = Vec::with_capacity(pending.options.len());
        for (i, option) in pending.options.iter().enumerate() {
            let mut said = text.answer(option);
            // Copies of a card in the same place read the same; say that they are copies.
            if shown.contains(&said) {
                said.push(' ');
                said.push_str(&message(self.lang, "play-another-copy"));
            }
            writeln!(self.out, "  {:>2}. {said}", i + 1)?;
            shown.push(said);
        }
        Ok(())
    }

    /// Asks until the person types the number of an option, or leaves.
    fn ask(&mut self, game: &Game, pending: &PendingDecision) -> Result<Typed> {
        let lang = self.lang;
        let n = pending.options.len();
        self.show_options(game, pending)?;
        loop {
            let question = message_with(lang, "play-your-choice", &[("count", n.into())]);
            write!(self.out, "{question} ")?;
            self.out.flush()?;
            let mut line = String::new();
            match self.input.read_line(&mut line) {
                Ok(0) => {
                    writeln!(self.out)?;
                    return Ok(Typed::Quit);
                }
                Ok(_) => {
                    if self.echo {
                        writeln!(self.out, "{}", line.trim_end())?;
                    }
                }
                Err(err) if err.kind() == std::io::ErrorKind::InvalidData => {
                    writeln!(self.out, "{}", message(lang, "play-unreadable"))?;
                    continue;
                }
                Err(err) => return Err(err).context("reading your answer"),
            }
            let typed = line.trim();
            match typed.to_lowercase().as_str() {
                "" => writeln!(
                    self.out,
                    "{}",
                    message_with(lang, "play-type-a-number", &[("count", n.into())])
                )?,
                "q" | "quit" | "quitter" => return Ok(Typed::Quit),
                "v" => {
                    self.show_view(game)?;
                    self.show_options(game, pending)?;
                }
                "w" | "why" | "pourquoi" => {
                    self.why_not(game)?;
                    self.show_options(game, pending)?;
                }
                "?" | "h" | "help" | "aide" => {
                    writeln!(self.out, "{}", message(lang, "play-help"))?;
                    self.show_options(game, pending)?;
                }
                other => match other.parse::<usize>() {
                    Ok(k) if (1..=n).contains(&k) => return Ok(Typed::Option(k - 1)),
                    Ok(k) => writeln!(
                        self.out,
                        "{}",
                        message_with(
                            lang,
                            "play-no-such-option",
                            &[("number", k.into()), ("count", n.into())]
                        )
                    )?,
                    Err(_) => writeln!(
                        self.out,
                        "{}",
                        message_with(
                            lang,
                            "play-not-a-number",
                            &[("typed", format!("{typed:?}").into()), ("count", n.into())]
                        )
                    )?,
                },
            }
        }
    }

    /// Asks what to ask about (deploying a card of the hand, moving a card on table,
    /// initiating a battle), then for the cards and location, and says which rule forbids it
    /// now, or that it is allowed.
    fn why_not(&mut self, game: &Game) -> Result<()> {
        let lang = self.lang;
        let kinds = ["play-why-deploy", "play-why-move", "play-why-battle"];
        writeln!(self.out, "{}", message(lang, "play-why-what"))?;
        for (i, key) in kinds.iter().enumerate() {
            writeln!(self.out, "  {}. {}", i + 1, message(lang, key))?;
        }
        let Some(kind) = self.pick(kinds.len())? else {
            return Ok(());
        };
        let seat = self.seat;
        let locations: Vec<CardId> = game.state().locations().collect();
        let cards: Vec<CardId> = match kind {
            0 => game.state().player(seat).hand.clone(),
            1 => (0..game.state().cards.len())
                .map(|i| CardId(i as u16))
                .filter(|&c| {
                    game.catalogue().owner(c) == seat
                        && game.catalogue().bp(c).is_character()
                        && matches!(game.state().cards[c.0 as usize].place(), Place::At { .. })
                })
                .collect(),
            _ => Vec::new(),
        };
        if locations.is_empty() || (kind < 2 && cards.is_empty()) {
            writeln!(self.out, "{}", message(lang, "play-nothing-to-ask"))?;
            return Ok(());
        }
        let card = if kind < 2 {
            let question = message(
                lang,
                if kind == 0 {
                    "play-which-card"
                } else {
                    "play-which-card-on-table"
                },
            );
            let Some(card) = self.choose(game, &question, &cards)? else {
                return Ok(());
            };
            Some(card)
        } else {
            None
        };
        let which_location = message(lang, "play-which-location");
        let Some(location) = self.choose(game, &which_location, &locations)? else {
            return Ok(());
        };
        let (why, allowed) = match card {
            Some(card) if kind == 0 => (
                game.why_not(seat, card, Dest::At(location)),
                tr_allowed(lang, "play-may-deploy", game, Some(card), location),
            ),
            Some(card) => (
                game.why_not_move(seat, card, location),
                tr_allowed(lang, "play-may-move", game, Some(card), location),
            ),
            None => (
                game.why_not_battle(seat, location),
                tr_allowed(lang, "play-may-battle", game, None, location),
            ),
        };
        let text = Text::new(lang, game.catalogue(), Reader::Seat(seat));
        match why {
            Some(why) => writeln!(self.out, "{}", text.why_not(&why))?,
            None => writeln!(self.out, "{allowed}")?,
        }
        Ok(())
    }

    /// Reads a number from 1 to `count`; `None` (after saying so) for anything else.
    fn pick(&mut self, count: usize) -> Result<Option<usize>> {
        write!(self.out, "> ")?;
        self.out.flush()?;
        let mut line = String::new();
        let read = self.input.read_line(&mut line);
        if self.echo {
            writeln!(self.out, "{}", line.trim_end())?;
        }
        let picked = match read {
            Ok(_) => line.trim().parse::<usize>().ok(),
            Err(_) => None,
        };
        match picked.filter(|k| (1..=count).contains(k)) {
            Some(k) => Ok(Some(k - 1)),
            None => {
                writeln!(self.out, "{}", message(self.lang, "play-none-of-them"))?;
                Ok(None)
            }
        }
    }

    /// Lists `cards` by number under `question` and reads one; `None` (after saying so) when
    /// the answer is not one of them.
    fn choose(&mut self, game: &Game, question: &str, cards: &[CardId]) -> Result<Option<CardId>> {
        writeln!(self.out, "{question}")?;
        for (i, &c) in cards.iter().enumerate() {
            writeln!(self.out, "  {}. {}", i + 1, game.title(c))?;
        }
        Ok(self.pick(cards.len())?.map(|k| cards[k]))
    }

    /// Asks for a file to save the replay in; `None` when the person declines.
    fn offer_save(&mut self) -> Result<Option<PathBuf>> {
        write!(self.out, "{} ", message(self.lang, "play-offer-save"))?;
        self.out.flush()?;
        let mut line = String::new();
        let read = self.input.read_line(&mut line);
        if self.echo || !matches!(read, Ok(n) if n > 0) {
            writeln!(self.out, "{}", line.trim_end())?;
        }
        match read {
            Ok(_) if !line.trim().is_empty() => Ok(Some(PathBuf::from(line.trim()))),
            // End of input, an empty line or unreadable text: nothing is saved.
            _ => Ok(None),
        }
    }
}

/// What a resumed game's bot mixes into its seed: nothing for a new game (0 answers given), so
/// a new game's bot is seeded as before.
fn resumed_stream(answers_given: usize) -> u64 {
    (answers_given as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The opponent, as the welcome line names it.
fn bot_name(lang: Lang, bot: BotSpec) -> String {
    match bot {
        BotSpec::Random => message(lang, "bot-random"),
        BotSpec::Simple | BotSpec::Heuristic => message(lang, "bot-heuristic"),
        BotSpec::Search { budget, .. } => {
            let budget = match budget {
                Budget::Playouts(n) => message_with(
                    lang,
                    "bot-budget-playouts",
                    &[("count", n.to_string().into())],
                ),
                Budget::Time(d) => message_with(
                    lang,
                    "bot-budget-time",
                    &[("ms", d.as_millis().to_string().into())],
                ),
            };
            message_with(lang, "bot-search", &[("budget", budget.into())])
        }
    }
}

/// "May do it" in `lang`: the card (when there is one) and the location named.
fn tr_allowed(
    lang: Lang,
    key: &str,
    game: &Game,
    card: Option<CardId>,
    location: CardId,
) -> String {
    let mut args = vec![("location", game.title(location).to_owned().into())];
    if let Some(card) = card {
        args.push(("card", game.title(card).to_owned().into()));
    }
    message_with(lang, key, &args)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The terminal's own words come from the engine's message files: a session through each
    /// command, in both languages, formats every one of them.
    #[test]
    fn every_terminal_message_formats_in_both_languages() {
        let data = Data::load(&crate::data::Source::default()).expect("the data folder");
        let decks = Decks::load(
            &data,
            super::super::DEFAULT_DARK,
            super::super::DEFAULT_LIGHT,
        )
        .expect("the default decks");
        // Bad input, help, the view and why-not with nothing to ask about; a starting
        // location; a few plain answers; why-not for a card and a location, then for none of
        // them; unreadable text; leave; decline to save.
        let mut input = b"\nxx\n99\n?\nv\nw\n1\n1\n1\n1\n1\n1\n1\nw\n1\n1\nw\n99\n".to_vec();
        input.extend_from_slice(b"\xff\nq\n\n");
        let dir = std::env::temp_dir().join(format!("holocron-play-words-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        for lang in Lang::ALL {
            let replay = decks.replay(&data, 3, Vec::new()).expect("a new game");
            let (journal, game) = Journal::open(replay, &data.db).expect("the game starts");
            let mut table = Table {
                lang,
                seat: Side::Dark,
                bot: BotSpec::Random,
                input: &input[..],
                out: Vec::new(),
                echo: true,
            };
            let path = dir.join(format!("{lang}.json"));
            table.play(game, journal, &path).expect("the session plays");
            assert_eq!(table.offer_save().expect("the question is asked"), None);
            let out = String::from_utf8(table.out).expect("the terminal writes text");
            for id in [
                "play-nothing-to-ask",
                "play-which-card",
                "play-which-location",
                "play-none-of-them",
                "play-unreadable",
                "play-left",
                "play-offer-save",
            ] {
                assert!(out.contains(&message(lang, id)), "no {id} in {out}");
            }
            for bot in [
                BotSpec::Random,
                BotSpec::Heuristic,
                BotSpec::Search {
                    budget: Budget::Playouts(5),
                    threads: 1,
                },
                BotSpec::Search {
                    budget: Budget::Time(std::time::Duration::from_millis(20)),
                    threads: 1,
                },
            ] {
                assert!(!bot_name(lang, bot).is_empty());
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(swccg_engine::text::failures(), 0);
    }

    #[test]
    fn start_times_read_as_utc_dates() {
        assert_eq!(utc_stamp(0), "19700101-000000");
        // 2000-02-29, a leap day of a century leap year, at 23:59:59.
        assert_eq!(utc_stamp(951_868_799), "20000229-235959");
        assert_eq!(utc_stamp(951_868_800), "20000301-000000");
        // 2026-11-26 06:49:58.
        assert_eq!(utc_stamp(1_795_675_798), "20261126-064958");
    }

    #[test]
    fn a_new_game_seeds_its_bot_as_before() {
        assert_eq!(resumed_stream(0), 0);
        assert_ne!(resumed_stream(1), resumed_stream(2));
    }
}
