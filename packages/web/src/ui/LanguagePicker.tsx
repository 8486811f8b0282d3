import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/index.ts';
import { LANGUAGES, languageNames, type Language } from '../i18n/languages.ts';
import { Icon } from './Icon.tsx';
import { Modal } from './Modal.tsx';

function LanguageList({ onPick }: { onPick: (language: Language) => void }) {
  const active = currentLanguage();
  return (
    <ul className="language-list" role="listbox" aria-label="languages">
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            role="option"
            aria-selected={language === active}
            lang={language === 'hk' ? 'zh-HK' : language === 'zh' ? 'zh-CN' : language}
            className={language === active ? 'is-active' : undefined}
            onClick={() => {
              onPick(language);
            }}
          >
            {languageNames[language]}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The language picker: a dropdown on desktop, a modal on mobile. */
export function LanguagePicker({ variant }: { variant: 'dropdown' | 'modal' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const pick = (language: Language) => {
    setOpen(false);
    void changeLanguage(language);
  };
  useEffect(() => {
    if (!open || variant !== 'dropdown') return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('mousedown', close);
    };
  }, [open, variant]);
  const trigger = (
    <button
      type="button"
      className="icon-button language-trigger"
      aria-haspopup={variant === 'dropdown' ? 'listbox' : 'dialog'}
      aria-expanded={open}
      aria-label={t('nav.language')}
      onClick={() => {
        setOpen(!open);
      }}
    >
      <Icon name="globe" />
      {variant === 'dropdown' && <span>{languageNames[currentLanguage()]}</span>}
    </button>
  );
  if (variant === 'modal') {
    return (
      <>
        {trigger}
        <Modal
          open={open}
          title={t('language.title')}
          onClose={() => {
            setOpen(false);
          }}
        >
          <LanguageList onPick={pick} />
        </Modal>
      </>
    );
  }
  return (
    <div className="dropdown" ref={root}>
      {trigger}
      {open && (
        <div className="dropdown__menu">
          <LanguageList onPick={pick} />
        </div>
      )}
    </div>
  );
}
