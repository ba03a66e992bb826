//! The browser table's files: any `GET` the API does not route is a file of the web folder
//! (`Config::web`, normally `web/dist` after `npm run build`), `index.html` for `/`.
//!
//! Only plain names are served: a path with an empty, hidden (`.x`) or `..` segment, a
//! backslash or a percent sign is refused, and the file found must lie inside the folder
//! after links are followed.

use crate::AppState;
use axum::extract::State;
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What `/` says when there is no built table to serve.
pub const NOT_BUILT: &str = "Holocron server. The API lives under /api.\n\n\
The browser table is not built. From the checkout, build it with\n\n    \
npm ci --prefix web && npm run build --prefix web\n\n\
and start the server again (`holocron serve --web web/dist` if it is elsewhere).\n";

/// The content type of a served file, by its extension.
pub fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("ftl") => "text/plain; charset=utf-8",
        Some("json" | "map") => "application/json",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("woff2") => "font/woff2",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The file under `root` that `path` (a URL path) names, or why it is refused.
pub fn resolve(root: &Path, path: &str) -> Result<PathBuf, &'static str> {
    let relative = path.strip_prefix('/').unwrap_or(path);
    let relative = if relative.is_empty() {
        "index.html"
    } else {
        relative
    };
    let mut file = root.to_path_buf();
    for segment in relative.split('/') {
        if segment.is_empty()
            || segment.starts_with('.')
            || segment.contains(['\\', '%', ':', '\0'])
        {
            return Err("paths with `..`, hidden or empty parts are not served");
        }
        file.push(segment);
    }
    Ok(file)
}

fn plain(status: StatusCode, text: String) -> Response {
    (
        status,
        [("content-type", "text/plain; charset=utf-8")],
        text,
    )
        .into_response()
}

/// The router's fallback: a file of the web folder, or a 404 that says what is missing.
pub async fn serve(State(state): State<Arc<AppState>>, method: Method, uri: Uri) -> Response {
    let path = uri.path();
    if path.starts_with("/api/") || path == "/api" {
        return crate::api::ApiError(StatusCode::NOT_FOUND, format!("no route {path}"))
            .into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        return plain(
            StatusCode::METHOD_NOT_ALLOWED,
            "only GET is served here\n".into(),
        );
    }
    let root = match &state.web {
        Some(root) if root.join("index.html").is_file() => root,
        _ if path == "/" => return plain(StatusCode::OK, NOT_BUILT.into()),
        _ => return plain(StatusCode::NOT_FOUND, format!("no file {path}\n")),
    };
    let file = match resolve(root, path) {
        Ok(file) => file,
        Err(why) => return plain(StatusCode::BAD_REQUEST, format!("{why}\n")),
    };
    // Links may point anywhere: the real file must still be inside the real folder.
    let inside = match (
        tokio::fs::canonicalize(root).await,
        tokio::fs::canonicalize(&file).await,
    ) {
        (Ok(root), Ok(file)) => file.starts_with(&root).then_some(file),
        _ => None,
    };
    let Some(file) = inside else {
        return plain(StatusCode::NOT_FOUND, format!("no file {path}\n"));
    };
    match tokio::fs::read(&file).await {
        Ok(bytes) => {
            // Vite names the files under assets/ by their content: they never change.
            let cache = if path.starts_with("/assets/") {
                "public, max-age=31536000, immutable"
            } else {
                "no-cache"
            };
            (
                [
                    ("content-type", content_type(&file)),
                    ("cache-control", cache),
                ],
                bytes,
            )
                .into_response()
        }
        Err(_) => plain(StatusCode::NOT_FOUND, format!("no file {path}\n")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_names_resolve() {
        let root = Path::new("/srv/web");
        assert_eq!(resolve(root, "/"), Ok(root.join("index.html")));
        assert_eq!(
            resolve(root, "/assets/app.js"),
            Ok(root.join("assets/app.js"))
        );
        for bad in [
            "/../etc/passwd",
            "/assets/../../x",
            "/..",
            "/.env",
            "//etc/passwd",
            "/a\\..\\b",
            "/%2e%2e/x",
            "/c:/x",
        ] {
            assert!(resolve(root, bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn content_types_by_extension() {
        for (name, kind) in [
            ("index.html", "text/html; charset=utf-8"),
            ("a.js", "text/javascript; charset=utf-8"),
            ("a.css", "text/css; charset=utf-8"),
            ("a.svg", "image/svg+xml"),
            ("en.ftl", "text/plain; charset=utf-8"),
            ("a.json", "application/json"),
        ] {
            assert_eq!(content_type(Path::new(name)), kind);
        }
    }
}
