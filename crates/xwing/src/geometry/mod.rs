//! Exact plane geometry for X-Wing, in f64 millimetres.
