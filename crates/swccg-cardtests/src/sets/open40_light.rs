//! Tests of the Light cards of the "Open 40 card - Beginner Light" sample deck that no other
//! file tests (scripts in each card's own set file). Each test is named
//! `card_<GEMP id>_<what it does>`.

crate::card_tests! {}
