//! Decks from the data folder, from GEMP deck strings and from text lists, and the errors a
//! bad deck gets.

mod common;

use common::{data_dir, db, gemp};
use std::collections::BTreeMap;
use swccg_cards::gemp::{TSV_DECKS, derive_deck_files, parse_sample_deck_sql};
use swccg_cards::{
    CardIndex, DECK_SIZE, Deck, DeckError, DeckFormat, FORTY_CARD_DECK_SIZE, SampleCards, Side,
    deck_files, sample_decks,
};

/// Copies per GEMP id.
fn counts(cards: &[CardIndex]) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for &card in cards {
        *counts.entry(db().get(card).gemp_id.clone()).or_default() += 1;
    }
    counts
}

fn sorted(mut cards: Vec<CardIndex>) -> Vec<CardIndex> {
    cards.sort();
    cards
}

/// Checks a deck's copies of some cards, each named by GEMP id and title.
fn assert_copies(deck: &Deck, expected: &[(&str, usize, &str)]) {
    let counts = counts(&deck.cards);
    for &(gemp_id, copies, title) in expected {
        assert_eq!(db().get(gemp(gemp_id)).title(), title, "{gemp_id}");
        assert_eq!(counts.get(gemp_id), Some(&copies), "copies of {title}");
    }
}

#[test]
fn the_premiere_dark_intro_deck_loads() {
    let deck = Deck::load(db(), &data_dir(), "premiere-intro-2pg-dark").unwrap();
    assert_eq!(deck.name, "premiere-intro-2pg-dark");
    assert_eq!((deck.side, deck.cards.len()), (Side::Dark, 60));
    assert!(deck.outside.is_empty());
    assert_eq!(counts(&deck.cards).len(), 35, "35 distinct cards");
    assert_copies(
        &deck,
        &[
            ("1_194", 7, "Stormtrooper"),
            ("1_196", 5, "Tusken Raider"),
            ("101_5", 3, "Vader"),
            ("101_6", 3, "Vader's Obsession"),
            ("1_322", 3, "Timer Mine"),
            ("1_285", 2, "Death Star: Docking Bay 327"),
            ("1_182", 2, "Jawa"),
            ("1_295", 1, "Tatooine: Mos Eisley"),
        ],
    );
    let locations = deck
        .cards
        .iter()
        .filter(|&&c| db().get(c).front.card_type == swccg_cards::CardType::Location)
        .count();
    assert_eq!(locations, 9);
}

#[test]
fn the_premiere_light_intro_deck_loads() {
    let deck = Deck::load(db(), &data_dir(), "premiere-intro-2pg-light").unwrap();
    assert_eq!((deck.side, deck.cards.len()), (Side::Light, 60));
    assert!(deck.outside.is_empty());
    assert_eq!(counts(&deck.cards).len(), 33, "33 distinct cards");
    assert_copies(
        &deck,
        &[
            ("1_28", 7, "Rebel Trooper"),
            ("101_2", 3, "Luke"),
            ("101_3", 3, "Run Luke, Run!"),
            ("101_1", 2, "Death Star: Level 6 Core Shaft Corridor"),
            ("1_12", 2, "Jawa"),
            ("1_162", 3, "Timer Mine"),
        ],
    );
}

#[test]
fn the_intro_decks_match_their_gemp_strings() {
    for (gemp_name, file) in TSV_DECKS {
        let from_tsv = Deck::load(db(), &data_dir(), file.trim_end_matches(".tsv")).unwrap();
        let from_gemp = Deck::load(db(), &data_dir(), gemp_name).unwrap();
        assert_eq!(from_gemp.name, gemp_name);
        assert_eq!(from_gemp.side, from_tsv.side);
        assert_eq!(
            sorted(from_gemp.cards),
            sorted(from_tsv.cards),
            "{gemp_name}"
        );
    }
}

#[test]
fn sample_deck_names_match_without_case() {
    let deck = Deck::load(db(), &data_dir(), "precon premiere intro 2pg (light)").unwrap();
    assert_eq!(deck.name, "Precon Premiere Intro 2PG (Light)");
}

#[test]
fn a_text_list_finds_titles_and_the_side() {
    let tsv = Deck::load(db(), &data_dir(), "premiere-intro-2pg-dark").unwrap();
    // The same deck written by hand: lower case, some uniqueness marks, `3x` counts, comments.
    let mut list = String::from("# Premiere Dark, by hand\n\n");
    for (gemp_id, count) in counts(&tsv.cards) {
        let title = db()
            .get(db().by_gemp_id(&gemp_id).unwrap())
            .title()
            .to_lowercase();
        let mark = if gemp_id == "101_5" { "•" } else { "" };
        list.push_str(&format!("{count}x {mark}{title}\n"));
    }
    let deck = Deck::from_text_list(db(), "by hand", &list).unwrap();
    assert_eq!(
        deck.side,
        Side::Dark,
        "most titles exist only as Dark Side cards"
    );
    // `Jawa` and `Tusken Raider` are also printed in Coruscant; the list means Premiere's.
    assert_eq!(sorted(deck.cards), sorted(tsv.cards));
}

#[test]
fn a_text_list_may_name_its_side_and_use_gemp_ids() {
    let list =
        "side: light\n# Jawa exists for both sides; the side line decides.\n58 Jawa\n2 1_28\n";
    let deck = Deck::from_text_list(db(), "jawas", list).unwrap();
    assert_eq!(deck.side, Side::Light);
    assert_eq!(
        counts(&deck.cards),
        BTreeMap::from([("1_12".to_owned(), 58), ("1_28".to_owned(), 2)])
    );

    let err = Deck::from_text_list(db(), "jawas", "60 Jawa\n").unwrap_err();
    assert!(
        matches!(err, DeckError::UnknownSide { dark: 0, light: 0 }),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .contains("add the line `side: dark` or `side: light` first"),
        "{err}"
    );
}

#[test]
fn a_text_list_keeps_outside_cards_apart() {
    let list = "side: dark\n60 Stormtrooper\noutside:\n1 Fanfare (V)\n";
    let deck = Deck::from_text_list(db(), "shielded", list).unwrap();
    assert_eq!(deck.cards.len(), DECK_SIZE);
    assert_eq!(deck.outside, vec![gemp("200_95")]);
}

// seed 004 "Effect – Starting effect": cards set aside for a starting effect (Defensive Shields)
// are extra cards beyond the 60, and must be of the deck's own side.
#[test]
fn seed_004_starting_effect_cards_outside_the_deck_do_not_count_and_share_its_side() {
    let shields = "side: dark\n60 Stormtrooper\noutside:\n1 Fanfare (V)\n1 •A Useless Gesture\n";
    let deck = Deck::from_text_list(db(), "shielded", shields).unwrap();
    assert_eq!((deck.cards.len(), deck.outside.len()), (60, 2));
    let wrong_side = "side: dark\n60 Stormtrooper\noutside:\n1 Rebel Trooper\n";
    let err = Deck::from_text_list(db(), "shielded", wrong_side).unwrap_err();
    assert!(
        matches!(err, DeckError::WrongSide { line: 4, .. }),
        "{err:?}"
    );
    let contents = format!("{}|1_28", "1_194,".repeat(60));
    let err = Deck::from_gemp(db(), "shielded", &contents).unwrap_err();
    assert!(
        matches!(
            err,
            DeckError::MixedSides {
                dark: 60,
                light: 1,
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn an_unknown_card_names_its_line() {
    let err = Deck::from_text_list(db(), "bad", "# deck\n59 Stormtrooper\n1 Stormtrooper Hat\n")
        .unwrap_err();
    assert_eq!(err.to_string(), "line 3: unknown card \"Stormtrooper Hat\"");
    let err = Deck::from_tsv(db(), "bad", "60\t1_9999\tNothing\tCharacter\n").unwrap_err();
    assert_eq!(err.to_string(), "line 1: unknown card \"1_9999\"");
}

// core-swccg.md CR 1.2 "Deck": exactly 60 cards (seed 001 "Starting the game").
#[test]
fn cr_1_2_a_deck_holds_exactly_60_cards() {
    let err = Deck::from_text_list(db(), "short", "59 Stormtrooper\n").unwrap_err();
    assert!(matches!(err, DeckError::WrongSize { count: 59 }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "the deck has 59 cards; a deck has exactly 60, or 40 in the 40-card format (cards kept \
         outside the deck do not count)"
    );
    let err = Deck::from_tsv(db(), "long", "31\t1_194\n30\t1_194\n").unwrap_err();
    assert!(matches!(err, DeckError::WrongSize { count: 61 }), "{err:?}");
    let deck = Deck::from_text_list(db(), "full", "60 Stormtrooper\n").unwrap();
    assert_eq!(deck.format(), DeckFormat::Standard);
    assert_eq!(deck.cards.len(), DECK_SIZE);
}

// The 40-card format of GEMP's "Open 40 card" sample decks: exactly 40 cards, by the same rules
// otherwise; 39 or 41 is no deck of any format.
#[test]
fn the_40_card_format_holds_exactly_40_cards() {
    let deck = Deck::from_text_list(db(), "forty", "40 Stormtrooper\n").unwrap();
    assert_eq!(deck.format(), DeckFormat::FortyCard);
    assert_eq!(deck.cards.len(), FORTY_CARD_DECK_SIZE);
    for count in [39, 41] {
        let err =
            Deck::from_text_list(db(), "odd", &format!("{count} Stormtrooper\n")).unwrap_err();
        assert!(
            matches!(err, DeckError::WrongSize { count: c } if c == count),
            "{err:?}"
        );
    }
    // Cards kept outside the deck do not count toward the 40.
    let deck = Deck::from_tsv(db(), "forty", "40\t1_194\noutside:\n1\t1_194\n").unwrap();
    assert_eq!(
        (deck.format(), deck.outside.len()),
        (DeckFormat::FortyCard, 1)
    );
}

// Two decks meet only in one format: a 40-card deck against a 60-card one is refused, naming
// both decks and their formats.
#[test]
fn decks_of_different_formats_do_not_meet() {
    let dark60 = Deck::from_text_list(db(), "sixty", "60 Stormtrooper\n").unwrap();
    let dark40 = Deck::from_text_list(db(), "forty", "40 Stormtrooper\n").unwrap();
    let light60 = Deck::from_text_list(db(), "rebels", "60 Rebel Trooper\n").unwrap();
    let light40 = Deck::from_text_list(db(), "few rebels", "40 Rebel Trooper\n").unwrap();
    assert_eq!(
        DeckFormat::check_pair(&dark60, &light60).unwrap(),
        DeckFormat::Standard
    );
    assert_eq!(
        DeckFormat::check_pair(&dark40, &light40).unwrap(),
        DeckFormat::FortyCard
    );
    let err = DeckFormat::check_pair(&dark40, &light60).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the decks are of different formats: \"forty\" is a deck of the 40-card format, \
         \"rebels\" of the standard (60-card) format; both decks of a game have the same size"
    );
    assert!(DeckFormat::check_pair(&dark60, &light40).is_err());
}

// core-swccg.md CR 1.1 "Sides": a deck holds only its own side's cards.
#[test]
fn cr_1_1_a_deck_holds_only_its_own_sides_cards() {
    let err =
        Deck::from_tsv(db(), "mixed", "58\t1_194\tStormtrooper\n2\t101_2\tLuke\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the deck mixes sides: 58 Dark Side and 2 Light Side cards (the fewer: Luke)"
    );
    let err =
        Deck::from_text_list(db(), "mixed", "58 Stormtrooper\n2 Rebel Trooper\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 2: \"Rebel Trooper\" is a Light Side card, but this is a Dark Side deck"
    );
    let err = Deck::from_text_list(db(), "mixed", "side: light\n60 Stormtrooper\n").unwrap_err();
    assert!(
        matches!(err, DeckError::WrongSide { line: 2, .. }),
        "{err:?}"
    );
    let contents = format!("{}101_2|", "1_194,".repeat(59));
    let err = Deck::from_gemp(db(), "mixed", &contents).unwrap_err();
    assert!(
        matches!(
            err,
            DeckError::MixedSides {
                dark: 59,
                light: 1,
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn bad_counts_and_lines_are_refused() {
    for (text, message) in [
        (
            "0 Stormtrooper",
            "line 1: bad count \"0\" (expected a whole number from 1 to 60)",
        ),
        (
            "61 Stormtrooper",
            "line 1: bad count \"61\" (expected a whole number from 1 to 60)",
        ),
        (
            "-2 Stormtrooper",
            "line 1: bad count \"-2\" (expected a whole number from 1 to 60)",
        ),
        (
            "three Stormtrooper",
            "line 1: bad count \"three\" (expected a whole number from 1 to 60)",
        ),
        (
            "Stormtrooper",
            "line 1: expected `count title`: \"Stormtrooper\"",
        ),
        (
            "side: grey\n60 Stormtrooper",
            "line 1: the side must be `dark` or `light`: \"side: grey\"",
        ),
        (
            "60 Stormtrooper\nside: dark",
            "line 2: `side:` must be the first line: \"side: dark\"",
        ),
        (
            "60 Stormtrooper\noutside:\noutside:",
            "line 3: a second `outside:` line: \"outside:\"",
        ),
    ] {
        let err = Deck::from_text_list(db(), "bad", text).unwrap_err();
        assert_eq!(err.to_string(), message, "{text:?}");
    }
    for (text, message) in [
        (
            "7 1_194",
            "line 1: expected `count<TAB>gempId<TAB>title<TAB>type`: \"7 1_194\"",
        ),
        (
            "7\tStormtrooper",
            "line 1: \"Stormtrooper\" is not a GEMP id such as 1_194: \"7\\tStormtrooper\"",
        ),
        (
            "x\t1_194",
            "line 1: bad count \"x\" (expected a whole number from 1 to 60)",
        ),
        (
            "7\t1_194\tVader",
            "line 1: GEMP id 1_194 is \"Stormtrooper\", not \"Vader\"",
        ),
        (
            "7\t1_194\tStormtrooper\tEffect",
            "line 1: the card is a Character, not a Effect: \"7\\t1_194\\tStormtrooper\\tEffect\"",
        ),
    ] {
        let err = Deck::from_tsv(db(), "bad", text).unwrap_err();
        assert_eq!(err.to_string(), message, "{text:?}");
    }
}

#[test]
fn bad_gemp_strings_are_refused() {
    let err = Deck::from_gemp(db(), "bad", "1_194,601_1,1_194,601_1,200_93|").unwrap_err();
    assert_eq!(err.to_string(), "unknown GEMP card ids: 601_1, 200_93");
    let err = Deck::from_gemp(db(), "bad", "1_194,1_194,Vader|").unwrap_err();
    assert_eq!(
        err.to_string(),
        "card 3 of the GEMP list: \"Vader\" is not a GEMP id such as 1_194"
    );
    let err = Deck::from_gemp(db(), "bad", "1_194|1_194|1_194").unwrap_err();
    assert!(matches!(err, DeckError::BadGempString), "{err:?}");
}

#[test]
fn load_reports_where_it_looked() {
    let err = Deck::load(db(), &data_dir(), "no-such-deck").unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with("no deck named \"no-such-deck\"; looked for no-such-deck, "),
        "{text}"
    );
    assert!(text.contains("swccg/decks/no-such-deck.tsv"), "{text}");
    assert!(text.contains("a deck of that name in"), "{text}");
}

#[test]
fn load_reads_files_by_path_and_names_them_in_errors() {
    let folder = std::env::temp_dir().join(format!("holocron-deck-files-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let good = folder.join("troopers.txt");
    std::fs::write(&good, "60 Stormtrooper\n").unwrap();
    let bad = folder.join("short.tsv");
    std::fs::write(&bad, "59\t1_194\n").unwrap();
    let deck = Deck::load(db(), &data_dir(), good.to_str().unwrap());
    let err = Deck::load(db(), &data_dir(), bad.to_str().unwrap());
    std::fs::remove_dir_all(&folder).unwrap();
    let deck = deck.unwrap();
    assert_eq!(
        (deck.name.as_str(), deck.side, deck.cards.len()),
        ("troopers", Side::Dark, 60)
    );
    let err = err.unwrap_err();
    assert!(
        err.to_string()
            .starts_with(&format!("{}: the deck has 59 cards", bad.display())),
        "{err}"
    );
}

#[test]
fn tsv_output_reads_back() {
    let deck = Deck::from_text_list(
        db(),
        "round trip",
        "side: dark\n50 Stormtrooper\n10 Jawa\noutside:\n1 Fanfare (V)\n",
    )
    .unwrap();
    let text = deck.to_tsv(db());
    assert!(
        text.starts_with("# round trip \u{2014} 60 cards (Dark)\n"),
        "{text}"
    );
    let again = Deck::from_tsv(db(), "round trip", &text).unwrap();
    assert_eq!(sorted(again.cards), sorted(deck.cards));
    assert_eq!(again.outside, deck.outside);
}

#[test]
fn gemp_sample_decks_resolve() {
    let samples = sample_decks(db(), &data_dir()).unwrap();
    assert_eq!(samples.len(), 69);
    let playable: Vec<_> = samples.iter().filter_map(|s| s.deck(db()).ok()).collect();
    assert!(
        playable.len() >= 54,
        "only {} sample decks are playable",
        playable.len()
    );
    for sample in &samples {
        match &sample.cards {
            SampleCards::Resolved { cards, outside } => {
                for &card in cards.iter().chain(outside) {
                    assert_eq!(db().get(card).side, sample.side, "{}", sample.name);
                }
            }
            SampleCards::Unresolved { ids } => assert!(!ids.is_empty()),
        }
    }
    let legacy = samples.iter().find(|s| s.name == "Legacy WHAP").unwrap();
    let SampleCards::Unresolved { ids } = &legacy.cards else {
        panic!("Legacy decks use set 601, which the database lacks");
    };
    assert!(ids.iter().all(|id| id.starts_with("601_")), "{ids:?}");
    let beginner = samples
        .iter()
        .find(|s| s.name == "Open 40 card - Beginner Dark")
        .unwrap();
    assert!(matches!(beginner.cards, SampleCards::Resolved { .. }));
    let deck = beginner.deck(db()).unwrap();
    assert_eq!(deck.format(), DeckFormat::FortyCard);
    assert_eq!(deck.side, Side::Dark);
}

#[test]
fn the_data_folder_lists_its_deck_files() {
    let files = deck_files(&data_dir()).unwrap();
    let names: Vec<_> = files
        .iter()
        .map(|p| p.file_name().unwrap().to_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "premiere-intro-2pg-dark.tsv",
            "premiere-intro-2pg-light.tsv"
        ]
    );
}

#[test]
fn deck_files_derived_from_gemp_sql_match_the_data_folder() {
    let dir = data_dir();
    let read = |path: std::path::PathBuf| std::fs::read_to_string(path).unwrap();
    let gemp_dir = dir.root().join("swccg/gemp");
    let sources = [
        (
            "gemp/sample_decks.sql",
            parse_sample_deck_sql("sample_decks.sql", &read(gemp_dir.join("sample_decks.sql")))
                .unwrap(),
        ),
        (
            "gemp/utinni_sample_decks.sql",
            parse_sample_deck_sql(
                "utinni_sample_decks.sql",
                &read(gemp_dir.join("utinni_sample_decks.sql")),
            )
            .unwrap(),
        ),
    ];
    assert_eq!((sources[0].1.len(), sources[1].1.len()), (63, 6));
    let derived = derive_deck_files(db(), &sources).unwrap();
    assert_eq!((derived.decks, derived.resolved), (69, 56));
    for (file, text) in &derived.tsv_files {
        assert_eq!(text, &read(dir.swccg_decks().join(file)), "{file}");
    }
    let ours: serde_json::Value = serde_json::from_str(&derived.sample_decks_json).unwrap();
    let theirs: serde_json::Value =
        serde_json::from_str(&read(dir.swccg_decks().join("gemp-sample-decks.json"))).unwrap();
    let (ours, theirs) = (
        ours["decks"].as_array().unwrap(),
        theirs["decks"].as_array().unwrap(),
    );
    assert_eq!(ours.len(), theirs.len());
    for (a, b) in ours.iter().zip(theirs) {
        for key in [
            "name",
            "sourceFile",
            "side",
            "mainCount",
            "outsideCount",
            "unresolvedGempIds",
            "gempContents",
        ] {
            assert_eq!(a[key], b[key], "{key} of {}", b["name"]);
        }
        let ids = |entries: &serde_json::Value| -> Vec<(String, u64)> {
            entries
                .as_array()
                .unwrap()
                .iter()
                .map(|e| {
                    (
                        e["gempId"].as_str().unwrap().to_owned(),
                        e["count"].as_u64().unwrap(),
                    )
                })
                .collect()
        };
        assert_eq!(ids(&a["main"]), ids(&b["main"]), "{}", b["name"]);
        assert_eq!(
            ids(&a["outsideDeck"]),
            ids(&b["outsideDeck"]),
            "{}",
            b["name"]
        );
    }
}
