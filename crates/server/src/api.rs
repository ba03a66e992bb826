//! The HTTP routes and the game channel.
//!
//! Every route answers JSON; an error is `{"error": "…"}` with a status that says whose fault
//! it is (400 a bad request, naming the field or line; 401 no or a bad session; 403 not yours;
//! 404 no such thing; 409 a conflict such as a taken name or a full table).
//!
//! | route | what |
//! |---|---|
//! | `POST /api/register` `{name, password}` | a new account, logged in |
//! | `POST /api/login` `{name, password}` | a session token |
//! | `POST /api/guest` | a guest account with a session |
//! | `POST /api/logout` | ends the session |
//! | `GET /api/me` | the session's user |
//! | `GET /api/decks` | the user's decks and the data folder's decks |
//! | `POST /api/decks` `{name, text}` | imports a GEMP deck string or a `count title` list |
//! | `DELETE /api/decks/{id}` | deletes one of the user's decks |
//! | `GET /api/tables` | the live tables |
//! | `POST /api/tables` `{deck, side, opponent}` | a new table (opponent `person` or a bot) |
//! | `POST /api/tables/{id}/join` `{deck}` | takes the open seat |
//! | `GET /api/tables/finished` | the latest finished games, newest first, with the user's seat at each |
//! | `GET /api/tables/{id}/replay?view=full\|dark\|light\|spectator&lang=en` | a finished game's replay file (`full`), or what one seat or a spectator saw after each answer; while the game is played, only its own seat's view, to that seat's player |
//! | `GET /api/tables/{id}/socket?token=…&lang=en&since=N` | the game channel |
//! | `GET /api/cards/{gemp_id}` | a card as printed: title, side, type, stats, game text |
//! | `GET /api/xwing/tables` | the user's X-Wing tables still being flown |
//! | `POST /api/xwing/tables` `{scenario, seed?}` | an X-Wing table (`epic` or `devices`): the user flies the first seat, the simple bot the second |
//! | `GET /api/xwing/tables/{id}/socket?token=…&since=N` | an X-Wing table's channel |
//!
//! Any other `GET` serves a file of the web folder (`Config::web`, the built browser table),
//! `index.html` for `/`.
//!
//! Sessions travel as `Authorization: Bearer TOKEN`, or as `token=` in the socket's query
//! (browsers cannot set headers on a WebSocket).

use crate::AppState;
use crate::auth;
use crate::protocol::{ClientMessage, MAX_CHAT, MAX_CLIENT_MESSAGE, ServerMessage, XwingMessage};
use crate::store::{DeckRow, GameRow, GameStatus, UserRow, XwingRow, now_ms};
use crate::table::{self, BotKind, Command, Summary, Viewer};
use crate::xwing_table;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequestParts, Path, Query, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use swccg_cards::{Deck, Side};
use swccg_engine::text::Lang;
use tokio::sync::{mpsc, oneshot};

type Shared = Arc<AppState>;

/// An error answer.
#[derive(Debug)]
pub struct ApiError(pub StatusCode, pub String);

impl ApiError {
    fn bad(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::BAD_REQUEST, message.into())
    }
    fn not_found(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::NOT_FOUND, message.into())
    }
    fn conflict(message: impl Into<String>) -> ApiError {
        ApiError(StatusCode::CONFLICT, message.into())
    }
    fn internal(message: impl std::fmt::Display) -> ApiError {
        ApiError(StatusCode::INTERNAL_SERVER_ERROR, message.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

impl From<crate::store::StoreError> for ApiError {
    fn from(e: crate::store::StoreError) -> ApiError {
        ApiError::internal(e)
    }
}

type ApiResult<T> = Result<T, ApiError>;

/// Reads a JSON body, naming what is wrong with it.
#[derive(Debug)]
pub struct Body<T>(pub T);

impl<T: serde::de::DeserializeOwned, S: Send + Sync> axum::extract::FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, ApiError> {
        match Json::<T>::from_request(req, state).await {
            Ok(Json(value)) => Ok(Body(value)),
            Err(rejection) => Err(ApiError::bad(rejection.body_text())),
        }
    }
}

/// The user of the request's session.
#[derive(Clone, Debug)]
pub struct Session {
    pub token: String,
    pub user: UserRow,
}

impl FromRequestParts<Shared> for Session {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &Shared) -> Result<Self, ApiError> {
        let token = bearer(&parts.headers)
            .or_else(|| query_token(parts.uri.query()))
            .ok_or_else(|| {
                ApiError(
                    StatusCode::UNAUTHORIZED,
                    "log in first: no session token (Authorization: Bearer …)".into(),
                )
            })?;
        let user = state.store.user_by_token(&token).await?.ok_or_else(|| {
            ApiError(
                StatusCode::UNAUTHORIZED,
                "the session token is unknown or has ended; log in again".into(),
            )
        })?;
        Ok(Session { token, user })
    }
}

fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get("authorization")?.to_str().ok()?;
    value.strip_prefix("Bearer ").map(|t| t.trim().to_owned())
}

fn query_token(query: Option<&str>) -> Option<String> {
    query?
        .split('&')
        .find_map(|pair| pair.strip_prefix("token="))
        .map(str::to_owned)
}

pub fn router(state: Shared) -> Router {
    Router::new()
        .route("/api/register", post(register))
        .route("/api/login", post(login))
        .route("/api/guest", post(guest))
        .route("/api/logout", post(logout))
        .route("/api/me", get(me))
        .route("/api/decks", get(list_decks).post(import_deck))
        .route("/api/decks/{id}", delete(delete_deck))
        .route("/api/tables", get(list_tables).post(create_table))
        .route("/api/tables/finished", get(finished_tables))
        .route("/api/tables/{id}/join", post(join_table))
        .route("/api/tables/{id}/replay", get(replay))
        .route("/api/tables/{id}/socket", get(socket))
        .route("/api/cards/{gemp_id}", get(card))
        .route(
            "/api/xwing/tables",
            get(list_xwing_tables).post(create_xwing_table),
        )
        .route("/api/xwing/tables/{id}/socket", get(xwing_socket))
        .fallback(crate::web::serve)
        .with_state(state)
}

// ----- accounts -----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
}

#[derive(Debug, Serialize)]
struct LoggedIn {
    token: String,
    user: UserInfo,
}

#[derive(Debug, Serialize)]
struct UserInfo {
    id: String,
    name: String,
    guest: bool,
}

impl From<&UserRow> for UserInfo {
    fn from(u: &UserRow) -> UserInfo {
        UserInfo {
            id: u.id.clone(),
            name: u.name.clone(),
            guest: u.guest,
        }
    }
}

async fn open_session(state: &Shared, user: &UserRow) -> ApiResult<LoggedIn> {
    let token = auth::new_token();
    state.store.add_session(&token, &user.id).await?;
    Ok(LoggedIn {
        token,
        user: user.into(),
    })
}

async fn register(
    State(state): State<Shared>,
    Body(body): Body<Credentials>,
) -> ApiResult<(StatusCode, Json<LoggedIn>)> {
    auth::check_name(&body.name).map_err(ApiError::bad)?;
    auth::check_password(&body.password).map_err(ApiError::bad)?;
    if body.name.starts_with("guest-") {
        return Err(ApiError::bad(
            "names starting with `guest-` are kept for guests",
        ));
    }
    let password = body.password;
    let hash = tokio::task::spawn_blocking(move || auth::hash_password(&password))
        .await
        .map_err(ApiError::internal)?;
    let user = UserRow {
        id: auth::new_id(),
        name: body.name,
        password_hash: hash,
        guest: false,
    };
    if !state.store.add_user(&user).await? {
        return Err(ApiError::conflict(format!(
            "the name {:?} is taken",
            user.name
        )));
    }
    Ok((
        StatusCode::CREATED,
        Json(open_session(&state, &user).await?),
    ))
}

async fn login(
    State(state): State<Shared>,
    Body(body): Body<Credentials>,
) -> ApiResult<Json<LoggedIn>> {
    let refused = || {
        ApiError(
            StatusCode::UNAUTHORIZED,
            "unknown name or wrong password".into(),
        )
    };
    let user = state
        .store
        .user_by_name(&body.name)
        .await?
        .filter(|u| !u.guest)
        .ok_or_else(refused)?;
    let stored = user.password_hash.clone();
    let password = body.password;
    let ok = tokio::task::spawn_blocking(move || auth::verify_password(&password, &stored))
        .await
        .map_err(ApiError::internal)?;
    if !ok {
        return Err(refused());
    }
    Ok(Json(open_session(&state, &user).await?))
}

async fn guest(State(state): State<Shared>) -> ApiResult<(StatusCode, Json<LoggedIn>)> {
    let user = UserRow {
        id: auth::new_id(),
        name: format!("guest-{}", &auth::new_id()[..8]),
        password_hash: String::new(),
        guest: true,
    };
    if !state.store.add_user(&user).await? {
        return Err(ApiError::conflict("try again: that guest name was taken"));
    }
    Ok((
        StatusCode::CREATED,
        Json(open_session(&state, &user).await?),
    ))
}

async fn logout(State(state): State<Shared>, session: Session) -> ApiResult<StatusCode> {
    state.store.remove_session(&session.token).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn me(session: Session) -> Json<UserInfo> {
    Json((&session.user).into())
}

// ----- decks -----

#[derive(Debug, Serialize)]
struct DeckInfo {
    /// A deck id, or `data:NAME` for a deck of the data folder.
    id: String,
    name: String,
    side: Side,
    cards: usize,
}

/// The data folder's decks (the `.tsv` files), by name.
fn data_decks(state: &AppState) -> Vec<(String, Deck)> {
    let files = swccg_cards::deck::deck_files(&state.data).unwrap_or_default();
    files
        .iter()
        .filter_map(|path| {
            let deck = Deck::load_file(&state.db, path).ok()?;
            let name = path.file_stem()?.to_string_lossy().into_owned();
            Some((name, deck))
        })
        .collect()
}

async fn list_decks(
    State(state): State<Shared>,
    session: Session,
) -> ApiResult<Json<serde_json::Value>> {
    let mine: Vec<DeckInfo> = state
        .store
        .decks_of(&session.user.id)
        .await?
        .into_iter()
        .filter_map(|row| {
            let side = parse_side(&row.side).ok()?;
            let deck = table::stored_deck(&state.db, side, &row.name, &row.tsv).ok()?;
            Some(DeckInfo {
                id: row.id,
                name: row.name,
                side,
                cards: deck.cards.len(),
            })
        })
        .collect();
    let shared: Vec<DeckInfo> = data_decks(&state)
        .into_iter()
        .map(|(name, deck)| DeckInfo {
            id: format!("data:{name}"),
            name: deck.name,
            side: deck.side,
            cards: deck.cards.len(),
        })
        .collect();
    Ok(Json(json!({ "mine": mine, "shared": shared })))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ImportDeck {
    name: String,
    /// A GEMP deck string (ids separated by commas) or a `count title` list.
    text: String,
}

/// The largest deck text accepted, in bytes.
const MAX_DECK_TEXT: usize = 64 * 1024;

async fn import_deck(
    State(state): State<Shared>,
    session: Session,
    Body(body): Body<ImportDeck>,
) -> ApiResult<(StatusCode, Json<DeckInfo>)> {
    let name = body.name.trim();
    if name.is_empty() || name.chars().count() > 80 {
        return Err(ApiError::bad("a deck name has 1 to 80 characters"));
    }
    if body.text.len() > MAX_DECK_TEXT {
        return Err(ApiError::bad(format!(
            "the deck text has {} bytes; at most {MAX_DECK_TEXT} are accepted",
            body.text.len()
        )));
    }
    let deck = parse_deck(&state, name, &body.text).map_err(ApiError::bad)?;
    let row = DeckRow {
        id: auth::new_id(),
        owner: session.user.id.clone(),
        name: name.to_owned(),
        side: deck.side.to_string(),
        tsv: deck.to_tsv(&state.db),
    };
    state.store.add_deck(&row).await?;
    Ok((
        StatusCode::CREATED,
        Json(DeckInfo {
            id: row.id,
            name: row.name,
            side: deck.side,
            cards: deck.cards.len(),
        }),
    ))
}

/// A GEMP deck string when the text looks like one (GEMP ids and commas), else a list.
fn parse_deck(state: &AppState, name: &str, text: &str) -> Result<Deck, String> {
    let trimmed = text.trim();
    let gemp_like = trimmed.contains(',')
        && !trimmed.contains('\n')
        && trimmed
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | ',' | '|' | ' ' | '*'));
    let parsed = if gemp_like {
        Deck::from_gemp(&state.db, name, trimmed)
    } else {
        Deck::from_text_list(&state.db, name, text)
    };
    parsed.map_err(|e| e.to_string())
}

async fn delete_deck(
    State(state): State<Shared>,
    session: Session,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    if state.store.delete_deck(&session.user.id, &id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::not_found(format!("you have no deck {id:?}")))
    }
}

/// A deck the user may play: one of theirs, or `data:NAME`.
async fn resolve_deck(
    state: &AppState,
    user: &UserRow,
    reference: &str,
) -> ApiResult<(String, Deck)> {
    if let Some(name) = reference.strip_prefix("data:") {
        let deck = data_decks(state)
            .into_iter()
            .find(|(n, _)| n == name)
            .map(|(_, d)| d)
            .ok_or_else(|| ApiError::bad(format!("the data folder has no deck {name:?}")))?;
        return Ok((name.to_owned(), deck));
    }
    let row = state
        .store
        .deck(reference)
        .await?
        .filter(|d| d.owner == user.id)
        .ok_or_else(|| ApiError::bad(format!("you have no deck {reference:?}")))?;
    let side = parse_side(&row.side).map_err(ApiError::internal)?;
    let deck =
        table::stored_deck(&state.db, side, &row.name, &row.tsv).map_err(ApiError::internal)?;
    Ok((row.name, deck))
}

fn parse_side(text: &str) -> Result<Side, String> {
    match text.to_ascii_lowercase().as_str() {
        "dark" => Ok(Side::Dark),
        "light" => Ok(Side::Light),
        other => Err(format!("unknown side {other:?} (expected dark or light)")),
    }
}

// ----- tables -----

async fn list_tables(State(state): State<Shared>) -> Json<Vec<Summary>> {
    let tables = state.tables.lock().expect("tables lock");
    let mut list: Vec<Summary> = tables
        .values()
        .map(|t| t.summary.lock().expect("summary lock").clone())
        .filter(|s| matches!(s.status, GameStatus::Open | GameStatus::Playing))
        .collect();
    list.sort_by(|a, b| a.id.cmp(&b.id));
    Json(list)
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateTable {
    /// The creator's deck (`data:NAME` or a deck id); its side is the seat taken.
    deck: String,
    /// `person`, or a bot: `heuristic`, `random`, `search:N`.
    opponent: String,
    /// The bot's deck when the opponent is a bot (default: the data folder's Premiere
    /// Introductory deck of the other side).
    #[serde(default)]
    opponent_deck: Option<String>,
    /// A fixed seed (for tests and rematches); default random.
    #[serde(default)]
    seed: Option<u64>,
    /// Each person's time for the whole game, in minutes (a bot is never timed); default no
    /// clocks.
    #[serde(default)]
    clock_minutes: Option<u32>,
    /// The same in milliseconds, for tests that need a clock of seconds.
    #[serde(default)]
    clock_ms: Option<u64>,
}

#[derive(Debug, Serialize)]
struct Seated {
    id: String,
    seat: Side,
}

async fn create_table(
    State(state): State<Shared>,
    session: Session,
    Body(body): Body<CreateTable>,
) -> ApiResult<(StatusCode, Json<Seated>)> {
    let clock_ms = match (body.clock_minutes, body.clock_ms) {
        (Some(_), Some(_)) => {
            return Err(ApiError::bad("give clock_minutes or clock_ms, not both"));
        }
        (Some(m), None) if crate::clock::MINUTES.contains(&m) => Some(u64::from(m) * 60_000),
        (Some(m), None) => {
            return Err(ApiError::bad(format!(
                "clock_minutes {m} is out of range: a clock has {} to {} minutes",
                crate::clock::MINUTES.start(),
                crate::clock::MINUTES.end()
            )));
        }
        (None, Some(ms)) if (1_000..=60_000 * 180).contains(&ms) => Some(ms),
        (None, Some(ms)) => {
            return Err(ApiError::bad(format!(
                "clock_ms {ms} is out of range: from 1000 to 10800000"
            )));
        }
        (None, None) => None,
    };
    let (deck_name, deck) = resolve_deck(&state, &session.user, &body.deck).await?;
    let seat = deck.side;
    let other = seat.opponent();
    let mut row = GameRow {
        id: auth::new_id(),
        created_at: now_ms(),
        seed: body.seed.unwrap_or_else(auth::new_seed),
        users: [None, None],
        bots: [None, None],
        deck_names: [String::new(), String::new()],
        decks: [String::new(), String::new()],
        status: GameStatus::Open,
        winner: None,
        rules_version: swccg_engine::RULES_VERSION.to_owned(),
        clock_ms,
        end_reason: None,
    };
    row.users[seat.index()] = Some(session.user.id.clone());
    row.deck_names[seat.index()] = format!("{} ({deck_name})", session.user.name);
    row.decks[seat.index()] = deck.to_tsv(&state.db);
    if body.opponent != "person" {
        let bot = BotKind::parse(&body.opponent).map_err(ApiError::bad)?;
        let reference = body.opponent_deck.clone().unwrap_or_else(|| match other {
            Side::Dark => "data:premiere-intro-2pg-dark".into(),
            Side::Light => "data:premiere-intro-2pg-light".into(),
        });
        let (bot_deck_name, bot_deck) = resolve_deck(&state, &session.user, &reference).await?;
        if bot_deck.side != other {
            return Err(ApiError::bad(format!(
                "the bot plays the {other} Side, but {reference:?} is a {} Side deck",
                bot_deck.side
            )));
        }
        let (dark, light) = match seat {
            Side::Dark => (&deck, &bot_deck),
            Side::Light => (&bot_deck, &deck),
        };
        swccg_cards::DeckFormat::check_pair(dark, light)
            .map_err(|e| ApiError::bad(format!("{e}; name an opponent_deck of your format")))?;
        row.bots[other.index()] = Some(bot.spec());
        row.deck_names[other.index()] = format!("{} ({bot_deck_name})", bot.spec());
        row.decks[other.index()] = bot_deck.to_tsv(&state.db);
        row.status = GameStatus::Playing;
    } else if body.opponent_deck.is_some() {
        return Err(ApiError::bad(
            "opponent_deck is for a bot; a person brings their own deck",
        ));
    }
    let game = match row.status {
        GameStatus::Playing => {
            Some(table::new_game(&state.db, &row).map_err(|e| ApiError::bad(e.to_string()))?)
        }
        _ => None,
    };
    state.store.add_game(&row).await?;
    let handle = table::spawn(
        state.store.clone(),
        state.db.clone(),
        &row,
        game,
        Vec::new(),
        0,
        [std::time::Duration::ZERO; 2],
    );
    state
        .tables
        .lock()
        .expect("tables lock")
        .insert(row.id.clone(), handle);
    Ok((StatusCode::CREATED, Json(Seated { id: row.id, seat })))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinTable {
    deck: String,
}

/// A game of the database, or 404.
async fn stored_game(state: &AppState, id: &str) -> ApiResult<GameRow> {
    state
        .store
        .game(id)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("no table {id:?}")))
}

async fn join_table(
    State(state): State<Shared>,
    session: Session,
    Path(id): Path<String>,
    Body(body): Body<JoinTable>,
) -> ApiResult<Json<Seated>> {
    let row = stored_game(&state, &id).await?;
    if row.status != GameStatus::Open {
        return Err(ApiError::conflict(
            "this table is not open: both seats are taken",
        ));
    }
    let Some(seat) = [Side::Dark, Side::Light]
        .into_iter()
        .find(|s| row.users[s.index()].is_none() && row.bots[s.index()].is_none())
    else {
        return Err(ApiError::conflict("this table has no open seat"));
    };
    if row.users.iter().flatten().any(|u| *u == session.user.id) {
        return Err(ApiError::conflict("you already sit at this table"));
    }
    let (deck_name, deck) = resolve_deck(&state, &session.user, &body.deck).await?;
    if deck.side != seat {
        return Err(ApiError::bad(format!(
            "the open seat is the {seat} Side; {:?} is a {} Side deck",
            body.deck, deck.side
        )));
    }
    let other = seat.opponent();
    let seated = table::stored_deck(
        &state.db,
        other,
        &row.deck_names[other.index()],
        &row.decks[other.index()],
    )
    .map_err(|e| ApiError::internal(e.to_string()))?;
    let (dark, light) = match seat {
        Side::Dark => (&deck, &seated),
        Side::Light => (&seated, &deck),
    };
    swccg_cards::DeckFormat::check_pair(dark, light).map_err(|e| ApiError::bad(e.to_string()))?;
    let shown = format!("{} ({deck_name})", session.user.name);
    let tsv = deck.to_tsv(&state.db);
    if !state
        .store
        .join_game(&id, seat.index(), &session.user.id, &shown, &tsv)
        .await?
    {
        return Err(ApiError::conflict("someone else took the seat first"));
    }
    let mut joined = row;
    joined.users[seat.index()] = Some(session.user.id.clone());
    joined.deck_names[seat.index()] = shown;
    joined.decks[seat.index()] = tsv;
    joined.status = GameStatus::Playing;
    let handle = {
        let mut tables = state.tables.lock().expect("tables lock");
        let handle = tables
            .get_mut(&id)
            .ok_or_else(|| ApiError::internal("the table's task is gone"))?;
        handle.users = joined.users.clone();
        handle.tx.clone()
    };
    let (reply, done) = oneshot::channel();
    handle
        .send(Command::Start {
            row: Box::new(joined),
            reply,
        })
        .await
        .map_err(ApiError::internal)?;
    done.await
        .map_err(ApiError::internal)?
        .map_err(ApiError::internal)?;
    Ok(Json(Seated { id, seat }))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReplayQuery {
    /// `full` (the replay file, the default), `dark`, `light` or `spectator` (what that seat
    /// saw, step by step).
    #[serde(default)]
    view: Option<String>,
    #[serde(default)]
    lang: Option<String>,
}

/// How many finished games the lobby lists.
const FINISHED_LISTED: usize = 30;

/// A finished game as the lobby lists it.
#[derive(Debug, Serialize)]
struct Finished {
    id: String,
    players: [String; 2],
    winner: Option<String>,
    /// The seat the asking user had, if any.
    seat: Option<Side>,
}

/// The latest finished games, newest first.
async fn finished_tables(
    State(state): State<Shared>,
    session: Session,
) -> ApiResult<Json<Vec<Finished>>> {
    let games = state.store.games_with(&[GameStatus::Finished]).await?;
    let list = games
        .iter()
        .rev()
        .take(FINISHED_LISTED)
        .map(|row| Finished {
            id: row.id.clone(),
            players: table::players_of(row),
            winner: row.winner.clone(),
            seat: [Side::Dark, Side::Light]
                .into_iter()
                .find(|s| row.users[s.index()].as_deref() == Some(session.user.id.as_str())),
        })
        .collect();
    Ok(Json(list))
}

/// A finished game's replay: the replay file that `holocron replay` reads, or what one seat
/// (or a spectator) saw after each answer, worded in `lang`. While the game is played, a
/// seat's player (with the session) may replay what that seat has seen so far, and no one
/// anything else.
async fn replay(
    State(state): State<Shared>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Query(query): Query<ReplayQuery>,
) -> ApiResult<Response> {
    let row = stored_game(&state, &id).await?;
    let seat = match query.view.as_deref().unwrap_or("full") {
        "full" => None,
        "dark" => Some(Some(Side::Dark)),
        "light" => Some(Some(Side::Light)),
        "spectator" => Some(None),
        other => {
            return Err(ApiError::bad(format!(
                "unknown view {other:?} (expected full, dark, light or spectator)"
            )));
        }
    };
    if row.status != GameStatus::Finished {
        let asker = match bearer(&headers) {
            Some(token) => state.store.user_by_token(&token).await?,
            None => None,
        };
        let own_seat = match (seat, &asker) {
            (Some(Some(side)), Some(user)) => {
                row.status == GameStatus::Playing
                    && row.users[side.index()].as_deref() == Some(user.id.as_str())
            }
            _ => false,
        };
        if !own_seat {
            return Err(ApiError::conflict(
                "the replay is available once the game is over (it shows every hidden card); \
                 until then a player may replay only their own seat's view",
            ));
        }
    }
    let lang = parse_lang(query.lang.as_deref())?;
    let answers = state.store.answers(&id).await?;
    let Some(seat) = seat else {
        let mut parsed = Vec::with_capacity(answers.len());
        for (_, json) in &answers {
            parsed.push(serde_json::from_str(json).map_err(ApiError::internal)?);
        }
        let dark = table::stored_deck(&state.db, Side::Dark, &row.deck_names[0], &row.decks[0])
            .map_err(ApiError::internal)?;
        let light = table::stored_deck(&state.db, Side::Light, &row.deck_names[1], &row.decks[1])
            .map_err(ApiError::internal)?;
        let cards = |deck: &Deck| -> Vec<&swccg_cards::Card> {
            deck.cards.iter().map(|&i| state.db.get(i)).collect()
        };
        let replay = swccg_engine::replay::Replay::record(
            &state.db,
            row.seed,
            (&row.deck_names[0], &cards(&dark)),
            (&row.deck_names[1], &cards(&light)),
            parsed,
        )
        .map_err(ApiError::internal)?;
        return Ok(([("content-type", "application/json")], replay.to_json()).into_response());
    };
    let viewer = Viewer {
        user: String::new(),
        seat,
        lang,
    };
    // Replaying a long game takes a while: off the tasks that serve sockets.
    let db = state.db.clone();
    let frames =
        tokio::task::spawn_blocking(move || table::seat_replay(&db, &row, &answers, &viewer))
            .await
            .map_err(ApiError::internal)?
            .map_err(|e| ApiError::internal(e.to_string()))?;
    Ok(Json(frames).into_response())
}

fn parse_lang(code: Option<&str>) -> ApiResult<Lang> {
    match code {
        Some(code) => code
            .parse()
            .map_err(|e: swccg_engine::text::UnknownLang| ApiError::bad(e.to_string())),
        None => Ok(Lang::En),
    }
}

// ----- cards -----

/// One face of a card as printed.
#[derive(Debug, Serialize)]
struct FaceInfo {
    title: String,
    /// `•`, `••`, `◊`… (empty when unrestricted).
    uniqueness: String,
    #[serde(rename = "type")]
    card_type: String,
    subtype: Option<String>,
    /// Extra printed lines such as `Dark Jedi`.
    extra_text: Vec<String>,
    characteristics: Vec<String>,
    /// The printed numbers, in the order of the card: `deploy`, `power`, `ability`…
    stats: Vec<Stat>,
    icons: Vec<String>,
    game_text: String,
    location_text: Option<swccg_cards::LocationText>,
    lore: Option<String>,
}

#[derive(Debug, Serialize)]
struct Stat {
    stat: &'static str,
    value: String,
}

#[derive(Debug, Serialize)]
struct CardInfo {
    gemp_id: String,
    side: Side,
    set: String,
    front: FaceInfo,
    back: Option<FaceInfo>,
}

fn number_text(n: swccg_cards::Number) -> String {
    match n {
        swccg_cards::Number::Halves(h) if h % 2 == 0 => (h / 2).to_string(),
        swccg_cards::Number::Halves(h) => format!("{}", f64::from(h) / 2.0),
        swccg_cards::Number::Pi(1) => "π".into(),
        swccg_cards::Number::Pi(k) => format!("{k}π"),
    }
}

fn value_text(v: swccg_cards::Value) -> String {
    match v {
        swccg_cards::Value::Fixed(n) => number_text(n),
        swccg_cards::Value::Either(a, b) => format!("{} or {}", number_text(a), number_text(b)),
        swccg_cards::Value::Star => "*".into(),
        swccg_cards::Value::Letter(c) => c.to_string(),
    }
}

fn face_info(face: &swccg_cards::Face) -> FaceInfo {
    use swccg_cards::{CardType, Uniqueness};
    let uniqueness = match face.uniqueness {
        Uniqueness::Unrestricted => String::new(),
        Uniqueness::Unique(n) => "•".repeat(n.into()),
        Uniqueness::Diamond(n) => "◊".repeat(n.into()),
    };
    let card_type = match face.card_type {
        CardType::JediTest(n) => format!("Jedi Test #{n}"),
        CardType::EpicEvent => "Epic Event".into(),
        CardType::AdmiralsOrder => "Admiral's Order".into(),
        CardType::DefensiveShield => "Defensive Shield".into(),
        CardType::GameAid => "Game Aid".into(),
        other => format!("{other:?}"),
    };
    let numbers = [
        ("deploy", face.deploy),
        ("power", face.power),
        ("ability", face.ability),
        ("forfeit", face.forfeit),
        ("destiny", face.destiny),
        ("armor", face.armor),
        ("maneuver", face.maneuver),
        ("hyperspeed", face.hyperspeed),
        ("landspeed", face.landspeed),
        ("parsec", face.parsec),
        ("politics", face.politics),
    ];
    let mut stats: Vec<Stat> = numbers
        .into_iter()
        .filter_map(|(stat, v)| {
            v.map(|v| Stat {
                stat,
                value: value_text(v),
            })
        })
        .collect();
    if let Some(ferocity) = &face.ferocity {
        stats.push(Stat {
            stat: "ferocity",
            value: ferocity.clone(),
        });
    }
    FaceInfo {
        title: face.title.clone(),
        uniqueness,
        card_type,
        subtype: face.subtype.clone(),
        extra_text: face.extra_text.clone(),
        characteristics: face.characteristics.clone(),
        stats,
        icons: face
            .icons
            .iter()
            .map(|i| match i.count {
                0 | 1 => i.name.clone(),
                n => format!("{} x{n}", i.name),
            })
            .collect(),
        game_text: face.game_text.clone(),
        location_text: face.location_text.clone(),
        lore: face.lore.clone(),
    }
}

/// A card as printed. Public: it says nothing about any game.
async fn card(State(state): State<Shared>, Path(gemp_id): Path<String>) -> ApiResult<Response> {
    let index = state
        .db
        .by_gemp_id(&gemp_id)
        .ok_or_else(|| ApiError::not_found(format!("no card with the GEMP id {gemp_id:?}")))?;
    let card = state.db.get(index);
    let info = CardInfo {
        gemp_id: card.gemp_id.clone(),
        side: card.side,
        set: card.set.clone(),
        front: face_info(&card.front),
        back: card.back.as_ref().map(face_info),
    };
    Ok(([("cache-control", "public, max-age=3600")], Json(info)).into_response())
}

// ----- the game channel -----

#[derive(Debug, Deserialize)]
struct SocketQuery {
    #[serde(default)]
    lang: Option<String>,
    #[serde(default)]
    since: Option<u64>,
}

async fn socket(
    State(state): State<Shared>,
    session: Session,
    Path(id): Path<String>,
    Query(query): Query<SocketQuery>,
    ws: WebSocketUpgrade,
) -> ApiResult<Response> {
    let lang = parse_lang(query.lang.as_deref())?;
    let handle = state
        .tables
        .lock()
        .expect("tables lock")
        .get(&id)
        .cloned()
        .ok_or_else(|| ApiError::not_found(format!("no live table {id:?}")))?;
    let seat = [Side::Dark, Side::Light]
        .into_iter()
        .find(|s| handle.users[s.index()].as_deref() == Some(session.user.id.as_str()));
    let viewer = Viewer {
        user: session.user.name.clone(),
        seat,
        lang,
    };
    let since = query.since;
    Ok(ws
        // Clients send small messages; a small read buffer is cheaper to refill on every read
        // than the library's 128 KiB default.
        .read_buffer_size(READ_BUFFER)
        .max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE)
        .on_upgrade(move |socket| channel(socket, handle.tx, viewer, since)))
}

/// The socket's read buffer, in bytes.
const READ_BUFFER: usize = 8 * 1024;

/// How many messages a connection may send per second, on average, and in a burst.
const RATE_PER_SECOND: f64 = 50.0;
const RATE_BURST: f64 = 100.0;

/// One connection: forwards the table's messages out, and the client's in.
async fn channel(
    mut socket: WebSocket,
    table: mpsc::Sender<Command>,
    viewer: Viewer,
    since: Option<u64>,
) {
    let (tx, rx) = mpsc::channel(table::CONNECTION_QUEUE);
    if table
        .send(Command::Subscribe {
            viewer: viewer.clone(),
            since,
            tx: tx.clone(),
        })
        .await
        .is_err()
    {
        return;
    }
    pump(&mut socket, rx, error, |text| {
        let (table, viewer, tx) = (table.clone(), viewer.clone(), tx.clone());
        async move { handle(&table, &viewer, &text, &tx).await }
    })
    .await;
}

/// Forwards `rx` to the socket, and hands each text the client sends to `on_text` (whose
/// reply goes to that client alone), under the rate limit; ends when either side closes.
async fn pump<M: Serialize, F: Future<Output = Option<M>>>(
    socket: &mut WebSocket,
    mut rx: mpsc::Receiver<M>,
    error: fn(&str) -> M,
    mut on_text: impl FnMut(String) -> F,
) {
    let mut allowance = RATE_BURST;
    let mut last = Instant::now();
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(message) = out else { break };
                if send(socket, message).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let _ = send(socket, error("messages are JSON text, not binary")).await;
                        continue;
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                let now = Instant::now();
                allowance = (allowance + now.duration_since(last).as_secs_f64() * RATE_PER_SECOND).min(RATE_BURST);
                last = now;
                if allowance < 1.0 {
                    let _ = send(socket, error("too many messages: slow down (at most 50 a second)")).await;
                    continue;
                }
                allowance -= 1.0;
                if let Some(reply) = on_text(text.to_string()).await
                    && send(socket, reply).await.is_err()
                {
                    break;
                }
            }
        }
    }
}

async fn send<M: Serialize>(socket: &mut WebSocket, message: M) -> Result<(), axum::Error> {
    let text = serde_json::to_string(&message).expect("messages serialize");
    socket.send(Message::Text(text.into())).await
}

fn error(reason: &str) -> ServerMessage {
    ServerMessage::Error {
        reason: reason.to_owned(),
    }
}

/// Hands an answer to a table and waits for its verdict: `Ok` accepted, `Err(Some(reason))`
/// refused (then `resend` goes to the table too: the client may be behind, so it gets the
/// current state with the refusal), `Err(None)` no verdict within 30 seconds; `None` when the
/// table is gone.
async fn submit<C>(
    table: &mpsc::Sender<C>,
    command: impl FnOnce(oneshot::Sender<Result<(), String>>) -> C,
    resend: C,
) -> Option<Result<(), Option<String>>> {
    let (reply, done) = oneshot::channel();
    table.send(command(reply)).await.ok()?;
    let verdict = match tokio::time::timeout(Duration::from_secs(30), done).await {
        Ok(Ok(verdict)) => verdict.map_err(Some),
        _ => Err(None),
    };
    if let Err(Some(_)) = verdict {
        let _ = table.send(resend).await;
    }
    Some(verdict)
}

/// Acts on one client message; returns what to tell that client directly.
async fn handle(
    table: &mpsc::Sender<Command>,
    viewer: &Viewer,
    text: &str,
    tx: &mpsc::Sender<ServerMessage>,
) -> Option<ServerMessage> {
    let seat = viewer.seat;
    let message: ClientMessage = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => return Some(error(&format!("cannot read that message: {e}"))),
    };
    match message {
        ClientMessage::Answer { decision, option } => {
            let Some(seat) = seat else {
                return Some(error("spectators do not answer"));
            };
            let resend = Command::Resend {
                tx: tx.clone(),
                full: false,
            };
            let answer = |reply| Command::Answer {
                seat,
                decision,
                option,
                reply,
            };
            match submit(table, answer, resend).await? {
                Ok(()) => None,
                Err(Some(reason)) => Some(ServerMessage::Rejected { reason }),
                Err(None) => Some(error("the table did not answer in time")),
            }
        }
        ClientMessage::Chat { text } => {
            let text = text.trim();
            if text.is_empty() {
                return Some(error("empty chat line"));
            }
            if text.chars().count() > MAX_CHAT {
                return Some(error(&format!(
                    "a chat line has at most {MAX_CHAT} characters"
                )));
            }
            table
                .send(Command::Chat {
                    from: viewer.user.clone(),
                    text: text.to_owned(),
                })
                .await
                .ok()?;
            None
        }
        ClientMessage::Concede => match seat {
            Some(seat) => {
                table.send(Command::Concede { seat }).await.ok()?;
                None
            }
            None => Some(error("spectators cannot concede")),
        },
        ClientMessage::Resync => {
            table
                .send(Command::Resend {
                    tx: tx.clone(),
                    full: true,
                })
                .await
                .ok()?;
            None
        }
        ClientMessage::WhyNot { card, locations } => {
            // A spectator has no hand: the same refusal as for a card that is not yours.
            let Some(seat) = seat else {
                return Some(error(table::WHY_NOT_REFUSED));
            };
            let (reply, done) = oneshot::channel();
            table
                .send(Command::WhyNot {
                    seat,
                    lang: viewer.lang,
                    card,
                    locations,
                    reply,
                })
                .await
                .ok()?;
            match tokio::time::timeout(Duration::from_secs(30), done).await {
                Ok(Ok(answer)) => Some(answer),
                _ => Some(error("the table did not answer in time")),
            }
        }
    }
}

// ----- X-Wing tables -----

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateXwingTable {
    /// `epic` or `devices`.
    scenario: String,
    /// A fixed seed (for tests and rematches); default random.
    #[serde(default)]
    seed: Option<u64>,
}

#[derive(Debug, Serialize)]
struct XwingSummary {
    id: String,
    scenario: String,
}

async fn list_xwing_tables(
    State(state): State<Shared>,
    session: Session,
) -> Json<Vec<XwingSummary>> {
    let live = state.xwing.live.lock().expect("tables lock");
    let mut mine: Vec<(&String, &xwing_table::Handle)> = live
        .iter()
        .filter(|(_, h)| h.user == session.user.id && !h.over.load(Ordering::Relaxed))
        .collect();
    mine.sort_by_key(|(id, h)| (h.created_at, id.as_str()));
    Json(
        mine.into_iter()
            .map(|(id, h)| XwingSummary {
                id: id.clone(),
                scenario: h.scenario.clone(),
            })
            .collect(),
    )
}

#[derive(Debug, Serialize)]
struct XwingSeated {
    id: String,
    scenario: String,
    seat: xwing::rules::Seat,
}

async fn create_xwing_table(
    State(state): State<Shared>,
    session: Session,
    Body(body): Body<CreateXwingTable>,
) -> ApiResult<(StatusCode, Json<XwingSeated>)> {
    if !xwing::battles::NAMES.contains(&body.scenario.as_str()) {
        return Err(ApiError::bad(format!(
            "unknown scenario {:?} (expected {})",
            body.scenario,
            xwing::battles::NAMES.join(" or ")
        )));
    }
    let loaded = state
        .xwing
        .scenario(state.data.root(), &body.scenario)
        .map_err(|e| {
            ApiError(
                StatusCode::SERVICE_UNAVAILABLE,
                format!("this server cannot fly X-Wing: {e}"),
            )
        })?;
    let row = XwingRow {
        id: auth::new_id(),
        created_at: now_ms(),
        seed: body.seed.unwrap_or_else(auth::new_seed),
        scenario: body.scenario.clone(),
        user: session.user.id.clone(),
        bot: xwing_table::BOT.to_owned(),
        players: [
            session.user.name.clone(),
            format!("bot ({})", xwing_table::BOT),
        ],
        status: GameStatus::Playing,
        winner: None,
        rules_version: xwing_table::RULES_VERSION.to_owned(),
    };
    let (battle, log) = xwing_table::new_battle(&loaded, row.seed).map_err(ApiError::internal)?;
    state.store.add_xwing_game(&row).await?;
    let handle = xwing_table::spawn(state.store.clone(), &row, battle, log, 0);
    state
        .xwing
        .live
        .lock()
        .expect("tables lock")
        .insert(row.id.clone(), handle);
    Ok((
        StatusCode::CREATED,
        Json(XwingSeated {
            id: row.id,
            scenario: row.scenario,
            seat: xwing_table::PERSON,
        }),
    ))
}

async fn xwing_socket(
    State(state): State<Shared>,
    session: Session,
    Path(id): Path<String>,
    Query(query): Query<SocketQuery>,
    ws: WebSocketUpgrade,
) -> ApiResult<Response> {
    let handle = state
        .xwing
        .live
        .lock()
        .expect("tables lock")
        .get(&id)
        .cloned()
        .ok_or_else(|| ApiError::not_found(format!("no live X-Wing table {id:?}")))?;
    if handle.user != session.user.id {
        return Err(ApiError(
            StatusCode::FORBIDDEN,
            "this X-Wing table is another person's".into(),
        ));
    }
    let since = query.since;
    Ok(ws
        .max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE)
        .on_upgrade(move |socket| xwing_channel(socket, handle.tx, since)))
}

fn xwing_error(reason: &str) -> XwingMessage {
    XwingMessage::Error {
        reason: reason.to_owned(),
    }
}

async fn xwing_channel(
    mut socket: WebSocket,
    table: mpsc::Sender<xwing_table::Command>,
    since: Option<u64>,
) {
    let (tx, rx) = mpsc::channel(table::CONNECTION_QUEUE);
    let subscribe = xwing_table::Command::Subscribe {
        since,
        tx: tx.clone(),
    };
    if table.send(subscribe).await.is_err() {
        return;
    }
    pump(&mut socket, rx, xwing_error, |text| {
        let (table, tx) = (table.clone(), tx.clone());
        async move { xwing_handle(&table, &text, &tx).await }
    })
    .await;
}

/// Acts on one client message at an X-Wing table; returns what to tell that client.
async fn xwing_handle(
    table: &mpsc::Sender<xwing_table::Command>,
    text: &str,
    tx: &mpsc::Sender<XwingMessage>,
) -> Option<XwingMessage> {
    use xwing_table::Command as X;
    let message: ClientMessage = match serde_json::from_str(text) {
        Ok(m) => m,
        Err(e) => return Some(xwing_error(&format!("cannot read that message: {e}"))),
    };
    match message {
        ClientMessage::Answer { decision, option } => {
            let resend = X::Resend {
                tx: tx.clone(),
                full: false,
            };
            let answer = |reply| X::Answer {
                decision,
                option,
                reply,
            };
            match submit(table, answer, resend).await? {
                Ok(()) => None,
                Err(Some(reason)) => Some(XwingMessage::Rejected { reason }),
                Err(None) => Some(xwing_error("the table did not answer in time")),
            }
        }
        ClientMessage::Chat { .. } => Some(xwing_error("X-Wing tables have no chat")),
        ClientMessage::WhyNot { .. } => Some(xwing_error(
            "\"why not\" is asked about a card game's hand; X-Wing has none",
        )),
        ClientMessage::Concede => {
            table.send(X::Concede).await.ok()?;
            None
        }
        ClientMessage::Resync => {
            let resend = X::Resend {
                tx: tx.clone(),
                full: true,
            };
            table.send(resend).await.ok()?;
            None
        }
    }
}
