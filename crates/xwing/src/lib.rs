//! X-Wing Miniatures: exact 2-D geometry and the rules of first-edition Epic play (huge ships)
//! and second-edition devices.
//!
//! * [`geometry`] — bases, templates, ranges, arcs, overlaps and obstruction in f64 millimetres.
//! * [`scenario`], [`measure`], [`render`] — table layouts read from JSON, measured and drawn.
//!
//! The crate does no I/O except reading the data folder it is given.

pub mod data;
pub mod dice;
pub mod geometry;
pub mod measure;
pub mod render;
pub mod scenario;
