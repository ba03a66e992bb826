//! Passwords (Argon2id), session tokens and ids.
//!
//! Hashing is deliberately slow, so callers run it on the blocking pool
//! (`tokio::task::spawn_blocking`), never on the tasks that serve sockets.

use argon2::password_hash::rand_core::{OsRng, RngCore};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

/// The shortest password accepted.
pub const MIN_PASSWORD: usize = 8;
/// The longest password accepted (hashing cost grows with it).
pub const MAX_PASSWORD: usize = 256;

/// Argon2id with the library's recommended memory and time costs.
fn hasher() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, Params::default())
}

/// The PHC string of `password` with a fresh random salt.
pub fn hash_password(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    hasher()
        .hash_password(password.as_bytes(), &salt)
        // Only a salt or output length out of Argon2's bounds fails, and ours are fixed.
        .expect("argon2 hashes with its default parameters")
        .to_string()
}

/// Whether `password` matches the stored PHC string. A damaged hash never matches.
pub fn verify_password(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => hasher()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// `bytes` random bytes from the operating system, as lower-case hex.
pub fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    OsRng.fill_bytes(&mut buf);
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// A session token: 256 random bits.
pub fn new_token() -> String {
    random_hex(32)
}

/// An id for a user, deck or game: 64 random bits.
pub fn new_id() -> String {
    random_hex(8)
}

/// A random game seed.
pub fn new_seed() -> u64 {
    OsRng.next_u64()
}

/// Checks a user name: 3 to 24 letters, digits, `_` or `-`.
pub fn check_name(name: &str) -> Result<(), String> {
    let length = name.chars().count();
    if !(3..=24).contains(&length) {
        return Err(format!(
            "a user name has 3 to 24 characters; {name:?} has {length}"
        ));
    }
    if let Some(bad) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Err(format!(
            "a user name holds only letters, digits, `_` and `-`; {bad:?} is not allowed"
        ));
    }
    Ok(())
}

/// Checks a new password's length.
pub fn check_password(password: &str) -> Result<(), String> {
    let length = password.chars().count();
    if length < MIN_PASSWORD {
        return Err(format!(
            "a password has at least {MIN_PASSWORD} characters; this one has {length}"
        ));
    }
    if length > MAX_PASSWORD {
        return Err(format!(
            "a password has at most {MAX_PASSWORD} characters; this one has {length}"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_verifies_only_against_its_own_hash() {
        let hash = hash_password("correct horse");
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(verify_password("correct horse", &hash));
        assert!(!verify_password("correct hors", &hash));
        assert!(!verify_password("correct horse", "not a hash"));
        // Salted: the same password hashes differently each time.
        assert_ne!(hash, hash_password("correct horse"));
    }

    #[test]
    fn names_and_passwords_are_checked_at_both_ends() {
        assert!(check_name("ab").is_err());
        assert!(check_name("abc").is_ok());
        assert!(check_name(&"a".repeat(24)).is_ok());
        assert!(check_name(&"a".repeat(25)).is_err());
        assert!(check_name("han solo").is_err());
        assert!(check_name("han_solo-2").is_ok());
        assert!(check_password("1234567").is_err());
        assert!(check_password("12345678").is_ok());
        assert!(check_password(&"x".repeat(MAX_PASSWORD)).is_ok());
        assert!(check_password(&"x".repeat(MAX_PASSWORD + 1)).is_err());
    }

    #[test]
    fn tokens_are_long_and_distinct() {
        let a = new_token();
        assert_eq!(a.len(), 64);
        assert_ne!(a, new_token());
        assert_eq!(new_id().len(), 16);
    }
}
