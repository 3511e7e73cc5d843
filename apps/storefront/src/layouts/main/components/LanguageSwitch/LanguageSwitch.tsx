import { m, chooseLanguage, useLanguage, type Language } from '@mall/i18n';
import * as styles from './LanguageSwitch.css';

/** Each language is named in itself, so a shopper who cannot read the other one still finds theirs. */
const OPTIONS: { lang: Language; label: string; htmlLang: string }[] = [
  { lang: 'zh-cn', label: '中文', htmlLang: 'zh-CN' },
  { lang: 'en-us', label: 'English', htmlLang: 'en-US' },
];

export interface LanguageSwitchProps {
  /** Switches the language; default: remember it in the `mall_lang` cookie and speak it. */
  onChoose?: (lang: Language) => unknown;
}

/**
 * The 中文 / English switch of the top bar. The current language is pressed (aria-pressed); choosing the other
 * one calls `onChoose(lang)` — by default `chooseLanguage` from @mall/i18n: it writes the `mall_lang` cookie
 * (365 days, path /, SameSite=Lax) and switches every string, the page title and `<html lang>` at once (in
 * the browser build once the English messages, a chunk of their own, have arrived). Props: `onChoose` (stories and tests pass a spy). States:
 * Chinese (default), English. Labels are language names, so no long-name state.
 */
export function LanguageSwitch({ onChoose = chooseLanguage }: LanguageSwitchProps) {
  const current = useLanguage();
  return (
    <span role="group" aria-label={m['site.language']()} className={styles.group} data-testid="language-switch">
      {OPTIONS.map((o) => (
        <button
          key={o.lang}
          type="button"
          lang={o.htmlLang}
          className={styles.option}
          aria-pressed={current === o.lang}
          onClick={() => {
            if (current !== o.lang) void onChoose(o.lang);
          }}
        >
          {o.label}
        </button>
      ))}
    </span>
  );
}
