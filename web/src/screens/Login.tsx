import { useState } from 'preact/hooks';
import { api, type LoggedIn, type User } from '../api';
import { useT } from '../i18n';

export function Login({ onLoggedIn }: { onLoggedIn: (token: string, user: User) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const attempt = async (how: () => Promise<LoggedIn>) => {
    setBusy(true);
    setError(null);
    try {
      const done = await how();
      onLoggedIn(done.token, done.user);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="panel login">
      <h2>{t('login-title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          attempt(() => api.login(name, password));
        }}
      >
        <label>
          {t('login-name')}
          <input
            name="name"
            autocomplete="username"
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <label>
          {t('login-password')}
          <input
            name="password"
            type="password"
            autocomplete="current-password"
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        <p class="hint">{t('login-hint')}</p>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <div class="buttons">
          <button type="submit" disabled={busy} data-testid="login">
            {t('login-submit')}
          </button>
          <button
            type="button"
            disabled={busy}
            data-testid="register"
            onClick={() => attempt(() => api.register(name, password))}
          >
            {t('register-submit')}
          </button>
          <button
            type="button"
            class="secondary"
            disabled={busy}
            data-testid="guest"
            onClick={() => attempt(() => api.guest())}
          >
            {t('guest-submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
