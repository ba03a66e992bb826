//! Tests of the Dark cards of the "Open 40 card - Beginner Dark" sample deck that no other
//! file tests (scripts in each card's own set file). Each test is named
//! `card_<GEMP id>_<what it does>`.

crate::card_tests! {}
