//! The card database files exactly as they are written, before any value is interpreted.
//!
//! Serde checks the JSON types here (a number where text belongs is an error); the loader in
//! `db.rs` then reads each printed value into the typed model. Fields the model does not use
//! (image addresses, errata notes, pulls…) are left out and ignored.

use serde::Deserialize;

#[derive(Debug, Deserialize)]
pub(crate) struct RawCardFile {
    pub cards: Vec<RawCard>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RawCard {
    pub id: u32,
    pub gemp_id: String,
    pub side: String,
    pub set: String,
    pub rarity: String,
    #[serde(default)]
    pub legacy: bool,
    pub front: RawFace,
    pub back: Option<RawFace>,
    #[serde(default)]
    pub rulings: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RawFace {
    pub title: String,
    #[serde(rename = "type")]
    pub card_type: String,
    pub sub_type: Option<String>,
    pub uniqueness: Option<String>,
    pub deploy: Option<String>,
    pub power: Option<String>,
    pub ability: Option<String>,
    pub forfeit: Option<String>,
    pub destiny: Option<String>,
    pub armor: Option<String>,
    pub maneuver: Option<String>,
    pub hyperspeed: Option<String>,
    pub landspeed: Option<String>,
    pub parsec: Option<String>,
    pub politics: Option<String>,
    pub ferocity: Option<String>,
    #[serde(default)]
    pub icons: Vec<String>,
    pub dark_side_icons: Option<u8>,
    pub light_side_icons: Option<u8>,
    #[serde(default)]
    pub characteristics: Vec<String>,
    #[serde(default)]
    pub extra_text: Vec<String>,
    pub gametext: Option<String>,
    pub lore: Option<String>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct RawSet {
    pub id: String,
    pub name: String,
    pub abbr: String,
    pub legacy: bool,
    /// `YYYY-MM-DD`; orders printings of the same title from oldest to newest.
    pub date_release: Option<String>,
}
