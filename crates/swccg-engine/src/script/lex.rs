//! The tokens of a `.cards` line.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// A bare word (`power`, `opponent's`, `here`, `1_170` is a word too).
    Word(String),
    Num(i32),
    /// `"…"`: a title or persona.
    Title(String),
    /// `'…'`: a keyword the database prints (characteristic, subtype, extra line).
    Key(String),
    /// `[…]`: an icon.
    Icon(String),
    LParen,
    RParen,
    Comma,
    Colon,
    Semi,
    Plus,
    Minus,
    Star,
    Cmp(&'static str),
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Word(w) => write!(f, "'{w}'"),
            Tok::Num(n) => write!(f, "{n}"),
            Tok::Title(t) => write!(f, "\"{t}\""),
            Tok::Key(k) => write!(f, "'{k}' (keyword)"),
            Tok::Icon(i) => write!(f, "[{i}]"),
            Tok::LParen => f.write_str("'('"),
            Tok::RParen => f.write_str("')'"),
            Tok::Comma => f.write_str("','"),
            Tok::Colon => f.write_str("':'"),
            Tok::Semi => f.write_str("';'"),
            Tok::Plus => f.write_str("'+'"),
            Tok::Minus => f.write_str("'-'"),
            Tok::Star => f.write_str("'*'"),
            Tok::Cmp(c) => write!(f, "'{c}'"),
        }
    }
}

/// A token with its column (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub tok: Tok,
    pub col: usize,
}

/// Splits one line (without its indentation) into tokens; `#` starts a comment. Returns the
/// column and message of the first bad character.
pub fn tokens(line: &str, first_col: usize) -> Result<Vec<Token>, (usize, String)> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let word_char = |c: char| {
        c.is_alphanumeric() || matches!(c, '_' | '\'' | '/' | '-' | '&' | '.' | '!' | '?')
    };
    while i < chars.len() {
        let c = chars[i];
        let col = first_col + i;
        let push = |out: &mut Vec<Token>, tok| out.push(Token { tok, col });
        match c {
            ' ' => i += 1,
            '\t' => return Err((col, "tabs are not allowed; indent with spaces".into())),
            '#' => break,
            '(' => {
                push(&mut out, Tok::LParen);
                i += 1
            }
            ')' => {
                push(&mut out, Tok::RParen);
                i += 1
            }
            ',' => {
                push(&mut out, Tok::Comma);
                i += 1
            }
            ':' => {
                push(&mut out, Tok::Colon);
                i += 1
            }
            ';' => {
                push(&mut out, Tok::Semi);
                i += 1
            }
            '+' => {
                push(&mut out, Tok::Plus);
                i += 1
            }
            '*' => {
                push(&mut out, Tok::Star);
                i += 1
            }
            '-' if !chars.get(i + 1).is_some_and(|c| c.is_alphabetic()) => {
                push(&mut out, Tok::Minus);
                i += 1
            }
            '<' | '>' | '=' | '!' => {
                let two = chars.get(i + 1) == Some(&'=');
                let op = match (c, two) {
                    ('<', true) => "<=",
                    ('>', true) => ">=",
                    ('!', true) => "!=",
                    ('<', false) => "<",
                    ('>', false) => ">",
                    ('=', _) => "=",
                    _ => return Err((col, "'!' must be followed by '='".into())),
                };
                push(&mut out, Tok::Cmp(op));
                i += if two { 2 } else { 1 };
            }
            '"' => {
                let end = chars[i + 1..]
                    .iter()
                    .position(|&c| c == '"')
                    .ok_or((col, "a title opened with \" is not closed".to_string()))?;
                let text: String = chars[i + 1..i + 1 + end].iter().collect();
                if text.trim().is_empty() {
                    return Err((col, "an empty title".into()));
                }
                push(&mut out, Tok::Title(text));
                i += end + 2;
            }
            '\'' => {
                // A keyword in single quotes; an apostrophe inside it ("twi'lek") does not close
                // it unless a character that cannot continue a word follows.
                let mut j = i + 1;
                let mut end = None;
                while j < chars.len() {
                    if chars[j] == '\'' && chars.get(j + 1).is_none_or(|&n| !n.is_alphanumeric()) {
                        end = Some(j);
                        break;
                    }
                    j += 1;
                }
                let end = end.ok_or((col, "a keyword opened with ' is not closed".to_string()))?;
                let text: String = chars[i + 1..end].iter().collect();
                if text.trim().is_empty() {
                    return Err((col, "an empty keyword".into()));
                }
                push(&mut out, Tok::Key(text));
                i = end + 1;
            }
            '[' => {
                let end = chars[i + 1..]
                    .iter()
                    .position(|&c| c == ']')
                    .ok_or((col, "an icon opened with [ is not closed".to_string()))?;
                let text: String = chars[i + 1..i + 1 + end].iter().collect();
                push(&mut out, Tok::Icon(text.trim().to_string()));
                i += end + 2;
            }
            c if c.is_ascii_digit()
                && !chars[i..]
                    .iter()
                    .take_while(|c| word_char(**c))
                    .any(|c| c.is_alphabetic() || *c == '_') =>
            {
                let start = i;
                while i < chars.len() && chars[i].is_ascii_digit() {
                    i += 1;
                }
                let text: String = chars[start..i].iter().collect();
                let n = text
                    .parse()
                    .map_err(|_| (col, format!("the number {text} is too large")))?;
                push(&mut out, Tok::Num(n));
            }
            c if word_char(c) => {
                let start = i;
                while i < chars.len() && word_char(chars[i]) {
                    i += 1;
                }
                let text: String = chars[start..i].iter().collect();
                push(&mut out, Tok::Word(text));
            }
            other => return Err((col, format!("unexpected character {other:?}"))),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokens(s, 1).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn words_keep_apostrophes_and_hyphens() {
        assert_eq!(
            toks("opponent's non-unique 'Tusken Raider' here"),
            vec![
                Tok::Word("opponent's".into()),
                Tok::Word("non-unique".into()),
                Tok::Key("Tusken Raider".into()),
                Tok::Word("here".into()),
            ]
        );
    }

    #[test]
    fn numbers_signs_and_comparisons() {
        assert_eq!(
            toks("power -1, forfeit +2 while ability >= 3 # note"),
            vec![
                Tok::Word("power".into()),
                Tok::Minus,
                Tok::Num(1),
                Tok::Comma,
                Tok::Word("forfeit".into()),
                Tok::Plus,
                Tok::Num(2),
                Tok::Word("while".into()),
                Tok::Word("ability".into()),
                Tok::Cmp(">="),
                Tok::Num(3),
            ]
        );
    }

    #[test]
    fn keywords_with_inner_apostrophes_and_ids() {
        assert_eq!(
            toks("'twi'lek' 1_170 \"Beru Lars\" [warrior]"),
            vec![
                Tok::Key("twi'lek".into()),
                Tok::Word("1_170".into()),
                Tok::Title("Beru Lars".into()),
                Tok::Icon("warrior".into()),
            ]
        );
    }

    #[test]
    fn unclosed_quotes_are_errors_with_their_column() {
        assert_eq!(tokens("power \"Luke", 3).unwrap_err().0, 9);
        assert!(tokens("x\ty", 1).is_err());
    }
}
