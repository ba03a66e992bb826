//! Tests of the Open 40 Beginner cards whose texts play with movement, locations and weapons (scripts
//! in each card's own set file). Each test is named `card_<GEMP id>_<what it does>`.

crate::card_tests! {}
