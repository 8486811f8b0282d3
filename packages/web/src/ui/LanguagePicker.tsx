import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/index.ts';
import { htmlLang, LANGUAGES, languageNames, type Language } from '../i18n/languages.ts';
import { Icon } from './Icon.tsx';
import { Modal } from './Modal.tsx';
import { useRovingFocus } from './useRovingFocus.ts';

/**
 * The languages as a list box: the arrows, Home and End move the focus between them (one Tab stop,
 * the current language), Enter or a click picks one. `list` is the list's element.
 */
function LanguageList({
  list,
  onPick,
}: {
  list?: RefObject<HTMLUListElement | null>;
  onPick: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const roving = useRovingFocus({ options: LANGUAGES, value: active, orientation: 'vertical' });
  return (
    <ul
      ref={list}
      className="language-list"
      role="listbox"
      aria-label={t('language.list')}
      onKeyDown={roving.onKeyDown}
    >
      {LANGUAGES.map((language, index) => (
        <li key={language} role="presentation">
          <button
            {...roving.itemProps(index)}
            type="button"
            role="option"
            aria-selected={language === active}
            lang={htmlLang[language]}
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

/**
 * The desktop dropdown: opening it puts the focus on the current language. Escape and a pick close
 * it and give the focus back to the trigger; a click outside, or Tab out of it, closes it and
 * leaves the focus where it went.
 */
function LanguageDropdown() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
    };
  }, [open]);
  const name = languageNames[currentLanguage()];
  return (
    <div
      className="dropdown"
      ref={root}
      onBlur={(event) => {
        // Focus gone to nothing (a click on the page, another window) is the outside click's to judge.
        const to = event.relatedTarget;
        if (open && to && !root.current?.contains(to)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        close(true);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="icon-button language-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        // The name starts with the words on the button (WCAG 2.5.3), then says what they are.
        aria-label={t('language.trigger', { language: name })}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <Icon name="globe" />
        <span>{name}</span>
      </button>
      {open && (
        <div className="dropdown__menu">
          <LanguageList
            list={list}
            onPick={(language) => {
              close(true);
              void changeLanguage(language);
            }}
          />
        </div>
      )}
    </div>
  );
}

/** The mobile picker: the languages in a modal dialog. */
function LanguageModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button language-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('nav.language')}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <Icon name="globe" />
      </button>
      <Modal
        open={open}
        title={t('language.title')}
        onClose={() => {
          setOpen(false);
        }}
      >
        <LanguageList
          onPick={(language) => {
            setOpen(false);
            void changeLanguage(language);
          }}
        />
      </Modal>
    </>
  );
}

/** The language picker: a dropdown on desktop, a modal on mobile. */
export function LanguagePicker({ variant }: { variant: 'dropdown' | 'modal' }) {
  return variant === 'dropdown' ? <LanguageDropdown /> : <LanguageModal />;
}
