import { useAppDispatch, useAppSelector } from '../app/hooks';
import { loadLanguage, useT } from '../app/i18n';
import { type Language, LANGUAGES } from '../app/i18n/languages';
import { colourModeChosen, languageChosen } from '../app/preferences-slice';
import { type ColourMode, COLOUR_MODES } from '../app/theme';
import { InlineSelect } from './ui/fields';

const modeKeys = { light: 'topbar.themeLight', dark: 'topbar.themeDark', system: 'topbar.themeSystem' } as const;

export const LanguageSelect = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.preferences.language);
  return (
    <InlineSelect
      label={t('topbar.language')}
      value={language}
      onChange={(event) => {
        // The new language's texts load first (its own chunk), so the screen switches in one step.
        const chosen = event.target.value as Language;
        void loadLanguage(chosen).then(() => dispatch(languageChosen(chosen)));
      }}
      options={LANGUAGES.map((entry) => ({ value: entry.code, label: entry.name }))}
    />
  );
};

export const ThemeSelect = () => {
  const t = useT();
  const dispatch = useAppDispatch();
  const mode = useAppSelector((state) => state.preferences.colourMode);
  return (
    <InlineSelect
      label={t('topbar.theme')}
      value={mode}
      onChange={(event) => dispatch(colourModeChosen(event.target.value as ColourMode))}
      options={COLOUR_MODES.map((value) => ({ value, label: t(modeKeys[value]) }))}
    />
  );
};

/** Language and theme on screens without the portal's top bar (sign-in and friends). */
export const PreferencesBar = () => (
  <div css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
    <LanguageSelect />
    <ThemeSelect />
  </div>
);

export const colourModeLabelKey = (mode: ColourMode) => modeKeys[mode];
