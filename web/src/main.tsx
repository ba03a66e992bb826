import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, saveToken, savedToken, type User } from './api';
import { I18n, LANGS, type Lang, initialLang, saveLang, translator, useT } from './i18n';
import { Login } from './screens/Login';
import { Lobby } from './screens/Lobby';
import { Decks } from './screens/Decks';
import { Table } from './screens/Table';
import { XwingTable } from './screens/XwingTable';
import { Replay, parseReplayView } from './screens/Replay';
import type { ReplayView } from './api';
import { go } from './nav';
import './style.css';

/** Where the page is: `#/decks`, `#/table/ID`, `#/xwing/ID`, `#/replay/ID?view=…`, or the lobby. */
type Route =
  | { screen: 'lobby' }
  | { screen: 'decks' }
  | { screen: 'table'; id: string }
  | { screen: 'xwing'; id: string }
  | { screen: 'replay'; id: string; view: ReplayView };

function parseRoute(hash: string): Route {
  const replay = /^#\/replay\/([\w-]+)(?:\?(.*))?$/.exec(hash);
  if (replay) {
    const view = parseReplayView(new URLSearchParams(replay[2] ?? '').get('view'));
    return { screen: 'replay', id: replay[1], view };
  }
  const table = /^#\/table\/([\w-]+)$/.exec(hash);
  if (table) return { screen: 'table', id: table[1] };
  const xwing = /^#\/xwing\/([\w-]+)$/.exec(hash);
  if (xwing) return { screen: 'xwing', id: xwing[1] };
  if (hash === '#/decks') return { screen: 'decks' };
  return { screen: 'lobby' };
}

function LangSwitch({ lang, setLang }: { lang: Lang; setLang: (l: Lang) => void }) {
  const t = useT();
  return (
    <label class="lang">
      {t('language')}{' '}
      <select
        value={lang}
        data-testid="lang"
        onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}
      >
        {LANGS.map((l) => (
          <option value={l} key={l}>
            {l === 'en' ? 'English' : 'Français'}
          </option>
        ))}
      </select>
    </label>
  );
}

function App() {
  const [lang, setLangState] = useState<Lang>(initialLang());
  const [user, setUser] = useState<User | null | undefined>(undefined);
  const [route, setRoute] = useState<Route>(parseRoute(window.location.hash));
  const i18n = useMemo(() => ({ lang, t: translator(lang) }), [lang]);

  useEffect(() => {
    const onHash = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  useEffect(() => {
    if (!savedToken()) {
      setUser(null);
      return;
    }
    api
      .me()
      .then(setUser)
      .catch(() => {
        saveToken(null);
        setUser(null);
      });
  }, []);

  const setLang = (l: Lang) => {
    saveLang(l);
    setLangState(l);
  };

  const logOut = async () => {
    try {
      await api.logout();
    } catch {
      // The session may have ended already: forget it either way.
    }
    saveToken(null);
    setUser(null);
    go('#/');
  };

  const t = i18n.t;
  let body;
  if (user === undefined) body = <p>{t('loading')}</p>;
  else if (user === null)
    body = (
      <Login
        onLoggedIn={(token, u) => {
          saveToken(token);
          setUser(u);
        }}
      />
    );
  else if (route.screen === 'decks') body = <Decks />;
  else if (route.screen === 'table')
    body = <Table id={route.id} token={savedToken() ?? ''} user={user} key={route.id} />;
  else if (route.screen === 'replay')
    body = <Replay id={route.id} view={route.view} key={`${route.id}-${route.view}`} />;
  else if (route.screen === 'xwing')
    body = <XwingTable id={route.id} token={savedToken() ?? ''} key={route.id} />;
  else body = <Lobby user={user} />;

  return (
    <I18n.Provider value={i18n}>
      <header class="top">
        <h1>
          <a href="#/">{t('app-title')}</a>
        </h1>
        {user && (
          <nav>
            <a href="#/" class={route.screen === 'lobby' ? 'here' : ''}>
              {t('nav-lobby')}
            </a>
            <a href="#/decks" class={route.screen === 'decks' ? 'here' : ''}>
              {t('nav-decks')}
            </a>
          </nav>
        )}
        <div class="spacer" />
        <LangSwitch lang={lang} setLang={setLang} />
        {user && (
          <span class="who">
            {t('signed-in-as', { name: user.name })} {user.guest ? t('guest-marker') : ''}{' '}
            <button type="button" class="link" onClick={logOut}>
              {t('log-out')}
            </button>
          </span>
        )}
      </header>
      <main class={route.screen !== 'lobby' && route.screen !== 'decks' && user ? 'wide' : ''}>{body}</main>
    </I18n.Provider>
  );
}

render(<App />, document.getElementById('app')!);
