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
 * The top bar's 中文 / English switch: the current language is pressed; choosing the other one
 * loads its resources (en-us is its own chunk), switches every string and title, and is
 * remembered for 365 days.
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
