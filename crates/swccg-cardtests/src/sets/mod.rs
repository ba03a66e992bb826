//! Card tests, one module per file of scripts (and per side where a set is large).

pub mod a_new_hope;
pub mod anh_1996_light;
pub mod coruscant;
pub mod coruscant_more;
pub mod dagobah;
pub mod galaxy;
pub mod galaxy_ships;
pub mod jabbas_palace;
pub mod open40_dark;
pub mod open40_interrupts;
pub mod open40_light;
pub mod open40_movement;
pub mod open40_wookiees;
pub mod open42_dark;
pub mod open42_light;
pub mod panh_dark_characters;
pub mod panh_dark_events;
pub mod panh_light;
pub mod pool_a_new_hope;
pub mod pool_anh_1996;
pub mod pool_cloud_city;
pub mod pool_coruscant;
pub mod pool_death_star_ii;
pub mod pool_endor;
pub mod pool_esb_introductory;
pub mod pool_hoth;
pub mod pool_jabbas_palace;
pub mod pool_jabbas_palace_more;
pub mod pool_sealed_deck;
pub mod pool_theed_palace;
pub mod pool_virtual_set_0;
pub mod pool_virtual_set_1;
pub mod pool_virtual_set_11;
pub mod pool_virtual_set_13;
pub mod pool_virtual_set_16;
pub mod pool_virtual_set_17;
pub mod pool_virtual_set_19;
pub mod pool_virtual_set_21;
pub mod pool_virtual_set_24;
pub mod pool_virtual_set_25;
pub mod pool_virtual_set_4;
pub mod pool_virtual_set_7;
pub mod pool_virtual_set_8;
pub mod pool_virtual_set_9;
pub mod premiere_dark;
pub mod premiere_light;
pub mod premiere_more;
pub mod premiere_pool;
pub mod reflections_3;
pub mod space;
pub mod special_edition;
pub mod special_edition_and_death_star_ii;
pub mod spies;
pub mod tatooine;
pub mod theed_palace_more;
pub mod vehicles;

/// Every registry of card tests.
pub const ALL: &[&[crate::CardTest]] = &[
    premiere_dark::TESTS,
    open40_dark::TESTS,
    open40_light::TESTS,
    open40_interrupts::TESTS,
    open40_movement::TESTS,
    open40_wookiees::TESTS,
    open42_dark::TESTS,
    panh_dark_characters::TESTS,
    panh_dark_events::TESTS,
    premiere_light::TESTS,
    premiere_pool::TESTS,
    premiere_more::TESTS,
    dagobah::TESTS,
    a_new_hope::TESTS,
    space::TESTS,
    pool_a_new_hope::TESTS,
    pool_anh_1996::TESTS,
    anh_1996_light::TESTS,
    coruscant::TESTS,
    jabbas_palace::TESTS,
    reflections_3::TESTS,
    pool_hoth::TESTS,
    pool_esb_introductory::TESTS,
    pool_cloud_city::TESTS,
    pool_jabbas_palace::TESTS,
    pool_jabbas_palace_more::TESTS,
    pool_endor::TESTS,
    pool_death_star_ii::TESTS,
    pool_coruscant::TESTS,
    pool_theed_palace::TESTS,
    pool_virtual_set_0::TESTS,
    pool_virtual_set_1::TESTS,
    pool_virtual_set_4::TESTS,
    pool_virtual_set_7::TESTS,
    pool_virtual_set_8::TESTS,
    pool_virtual_set_9::TESTS,
    pool_virtual_set_11::TESTS,
    pool_virtual_set_13::TESTS,
    pool_virtual_set_16::TESTS,
    pool_virtual_set_17::TESTS,
    pool_virtual_set_19::TESTS,
    pool_virtual_set_21::TESTS,
    vehicles::TESTS,
    pool_virtual_set_24::TESTS,
    pool_virtual_set_25::TESTS,
    special_edition::TESTS,
    special_edition_and_death_star_ii::TESTS,
    pool_sealed_deck::TESTS,
    tatooine::TESTS,
    theed_palace_more::TESTS,
    coruscant_more::TESTS,
    galaxy::TESTS,
    galaxy_ships::TESTS,
    spies::TESTS,
    open42_light::TESTS,
    panh_light::TESTS,
];
