//! Tests of Virtual Set 7 (set 207) cards whose scripts were drafted by `holocron cards draft`
//! and reviewed. Each test is named `card_<GEMP id>_<what the text does>`.

use super::pool_hoth::transit_costs;
use swccg_cards::Side::Light;

crate::card_tests! {
fn card_207_16_jakku_docking_bay_transit_costs_2_for_dark_1_for_light() {
    transit_costs(Light, "207_16", 2, 1);
}
}
