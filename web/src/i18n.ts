// The page's own words, in Project Fluent files (locales/*.ftl). What the game says (prompts,
// options, the log) comes from the server already worded in the connection's language.

import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import en from '../locales/en.ftl?raw';
import fr from '../locales/fr.ftl?raw';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

function bundle(lang: Lang, source: string): FluentBundle {
  const b = new FluentBundle(lang, { useIsolating: false });
  const errors = b.addResource(new FluentResource(source));
  for (const e of errors) console.warn(`locales/${lang}.ftl:`, e);
  return b;
}

const bundles: Record<Lang, FluentBundle> = { en: bundle('en', en), fr: bundle('fr', fr) };

export type Translate = (id: string, args?: Record<string, FluentVariable>) => string;

export function translator(lang: Lang): Translate {
  const b = bundles[lang];
  return (id, args) => {
    const message = b.getMessage(id) ?? bundles.en.getMessage(id);
    if (!message?.value) return id;
    return b.formatPattern(message.value, args);
  };
}

const LANG_KEY = 'holocron.lang';

export function initialLang(): Lang {
  const saved = localStorage.getItem(LANG_KEY);
  if (saved === 'en' || saved === 'fr') return saved;
  return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function saveLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
}

export const I18n = createContext<{ lang: Lang; t: Translate }>({
  lang: 'en',
  t: translator('en'),
});

export function useT(): Translate {
  return useContext(I18n).t;
}
