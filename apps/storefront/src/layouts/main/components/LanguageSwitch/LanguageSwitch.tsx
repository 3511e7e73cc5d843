import { useState } from 'react';
import { chooseLanguage, useLanguage, useT, type Language } from '@mall/i18n';
import * as styles from './LanguageSwitch.css';

/** Each language is named in itself, so a shopper who cannot read the other one still finds theirs. */
const OPTIONS: { lang: Language; label: string; htmlLang: string }[] = [
  { lang: 'zh-cn', label: '中文', htmlLang: 'zh-CN' },
  { lang: 'en-us', label: 'English', htmlLang: 'en-US' },
];

export interface LanguageSwitchProps {
  /** Switches the language; default: remember it in the `mall_lang` cookie, load it, apply it. */
  onChoose?: (lang: Language) => Promise<unknown>;
}

/**
 * The 中文 / English switch of the top bar. The current language is pressed (aria-pressed); choosing the other
 * one calls `onChoose(lang)` — by default `chooseLanguage` from @mall/i18n: it writes the `mall_lang` cookie
 * (365 days, path /, SameSite=Lax), fetches en-us (its own chunk) and switches every string, the page title
 * and `<html lang>`. Props: `onChoose` (stories and tests pass a spy). States: Chinese (default), busy while
 * the language loads (aria-busy; a second click is ignored). Labels are language names, so no long-name
 * state.
 */
export function LanguageSwitch({ onChoose = chooseLanguage }: LanguageSwitchProps) {
  const t = useT();
  const current = useLanguage();
  const [busy, setBusy] = useState(false);
  return (
    <span role="group" aria-label={t('site.language')} className={styles.group} data-testid="language-switch">
      {OPTIONS.map((o) => (
        <button
          key={o.lang}
          type="button"
          lang={o.htmlLang}
          className={styles.option}
          aria-pressed={current === o.lang}
          aria-busy={busy || undefined}
          onClick={() => {
            if (current === o.lang || busy) return;
            setBusy(true);
            void onChoose(o.lang)
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
        >
          {o.label}
        </button>
      ))}
    </span>
  );
}
