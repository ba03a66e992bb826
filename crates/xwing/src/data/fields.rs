//! Typed reading of the JSON entries of the data files, with errors that name the file, the
//! entry and the field.
//!
//! The data files carry many fields we do not use (images, captions, translations), so we read
//! the fields we need one by one instead of deriving a strict schema: a misspelt or mistyped
//! field we rely on is still an error, while unrelated fields are ignored.

use super::DataError;
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};

/// Reads and parses one JSON file.
pub(crate) fn read_json(path: &Path) -> Result<Value, DataError> {
    let text = std::fs::read_to_string(path).map_err(|source| DataError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    serde_json::from_str(&text).map_err(|source| DataError::Json {
        path: path.to_path_buf(),
        source,
    })
}

/// The top-level array of a file (or of one of its keys).
pub(crate) fn array<'a>(
    path: &Path,
    value: &'a Value,
    what: &str,
) -> Result<&'a Vec<Value>, DataError> {
    value.as_array().ok_or_else(|| DataError::Shape {
        path: path.to_path_buf(),
        problem: format!("expected {what} to be a JSON array"),
    })
}

/// One object entry of a data file, remembered with where it came from.
pub(crate) struct Entry<'a> {
    pub path: &'a Path,
    pub name: String,
    pub object: &'a Map<String, Value>,
}

impl<'a> Entry<'a> {
    /// Wraps the `index`th entry of `path`; the entry is named after its `name` or `title`
    /// field in errors, or after its index when it has neither.
    pub fn new(path: &'a Path, index: usize, value: &'a Value) -> Result<Self, DataError> {
        let object = value.as_object().ok_or_else(|| DataError::Shape {
            path: path.to_path_buf(),
            problem: format!("entry #{index} is not a JSON object"),
        })?;
        let name = ["name", "title"]
            .iter()
            .find_map(|key| object.get(*key).and_then(Value::as_str))
            .map_or_else(|| format!("#{index}"), str::to_string);
        Ok(Entry { path, name, object })
    }

    /// An entry nested inside this one (for example a pilot inside a 2e ship file).
    pub fn nested(&self, index: usize, value: &'a Value) -> Result<Entry<'a>, DataError> {
        let mut inner = Entry::new(self.path, index, value)?;
        inner.name = format!("{} / {}", self.name, inner.name);
        Ok(inner)
    }

    pub fn error(&self, field: &str, problem: impl Into<String>) -> DataError {
        DataError::Entry {
            path: PathBuf::from(self.path),
            entry: self.name.clone(),
            field: field.to_string(),
            problem: problem.into(),
        }
    }

    pub fn get(&self, field: &str) -> Option<&'a Value> {
        self.object.get(field).filter(|value| !value.is_null())
    }

    pub fn str(&self, field: &str) -> Result<&'a str, DataError> {
        let value = self
            .get(field)
            .ok_or_else(|| self.error(field, "missing"))?;
        value
            .as_str()
            .ok_or_else(|| self.error(field, format!("expected text, found {value}")))
    }

    pub fn opt_str(&self, field: &str) -> Result<Option<&'a str>, DataError> {
        match self.get(field) {
            None => Ok(None),
            Some(value) => value
                .as_str()
                .map(Some)
                .ok_or_else(|| self.error(field, format!("expected text, found {value}"))),
        }
    }

    pub fn u8(&self, field: &str) -> Result<u8, DataError> {
        self.opt_u8(field)?
            .ok_or_else(|| self.error(field, "missing"))
    }

    pub fn opt_u8(&self, field: &str) -> Result<Option<u8>, DataError> {
        match self.get(field) {
            None => Ok(None),
            Some(value) => value
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .map(Some)
                .ok_or_else(|| {
                    self.error(field, format!("expected a number 0-255, found {value}"))
                }),
        }
    }

    /// A number that the data sometimes gives as `"?"` (variable values printed on the card).
    pub fn u8_or_variable(&self, field: &str) -> Result<Option<u8>, DataError> {
        match self.get(field) {
            Some(Value::String(text)) if text == "?" => Ok(None),
            Some(_) => self.u8(field).map(Some),
            None => Err(self.error(field, "missing")),
        }
    }

    pub fn opt_i32(&self, field: &str) -> Result<Option<i32>, DataError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::String(text)) if text == "?" => Ok(None),
            Some(value) => value
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .map(Some)
                .ok_or_else(|| {
                    self.error(field, format!("expected a whole number, found {value}"))
                }),
        }
    }

    pub fn opt_f64(&self, field: &str) -> Result<Option<f64>, DataError> {
        match self.get(field) {
            None => Ok(None),
            Some(value) => value
                .as_f64()
                .map(Some)
                .ok_or_else(|| self.error(field, format!("expected a number, found {value}"))),
        }
    }

    pub fn flag(&self, field: &str) -> Result<bool, DataError> {
        match self.get(field) {
            None => Ok(false),
            Some(Value::Bool(b)) => Ok(*b),
            Some(value) => Err(self.error(field, format!("expected true or false, found {value}"))),
        }
    }

    pub fn strings(&self, field: &str) -> Result<Vec<&'a str>, DataError> {
        match self.get(field) {
            None => Ok(Vec::new()),
            Some(Value::Array(items)) => items
                .iter()
                .map(|item| {
                    item.as_str().ok_or_else(|| {
                        self.error(field, format!("expected a list of texts, found {item}"))
                    })
                })
                .collect(),
            Some(value) => Err(self.error(field, format!("expected a list, found {value}"))),
        }
    }

    pub fn list(&self, field: &str) -> Result<&'a [Value], DataError> {
        match self.get(field) {
            None => Ok(&[]),
            Some(Value::Array(items)) => Ok(items),
            Some(value) => Err(self.error(field, format!("expected a list, found {value}"))),
        }
    }

    pub fn object(&self, field: &str) -> Result<Option<Entry<'a>>, DataError> {
        match self.get(field) {
            None => Ok(None),
            Some(Value::Object(object)) => Ok(Some(Entry {
                path: self.path,
                name: format!("{} / {field}", self.name),
                object,
            })),
            Some(value) => Err(self.error(field, format!("expected an object, found {value}"))),
        }
    }
}
