/**
 * Design tokens. Every colour pair used for text was checked for WCAG AA contrast
 * (4.5:1 for body text) against the background it sits on.
 */
export const theme = {
  color: {
    bg: '#f6f7fb',
    surface: '#ffffff',
    surfaceMuted: '#f1f3f9',
    border: '#d9deea',
    borderStrong: '#aab3c5',
    text: '#161b2e',
    textMuted: '#4a5468', // 7.4:1 on white
    primary: '#3346d3', // 6.9:1 with white text
    primaryHover: '#2535ad',
    primarySoft: '#e8ebff',
    onPrimary: '#ffffff',
    focus: '#f59f0a',
    danger: '#b42318', // 6.5:1 on white
    dangerSoft: '#fdecea',
    success: '#106b3c',
    successSoft: '#e3f5ea',
    warning: '#9a4a00',
    warningSoft: '#fff1e0',
    neutral: '#4a5468',
    neutralSoft: '#eceff4',
    heroFrom: '#111a4d',
    heroTo: '#3346d3',
    onHero: '#ffffff',
    overlay: 'rgba(10, 14, 30, 0.55)',
  },
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 6vw, 3.5rem)',
  },
  fontWeight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    popover: '0 12px 32px rgba(16, 24, 40, 0.22)',
  },
  layout: { maxWidth: '1120px', narrow: '440px', dialog: '560px' },
  breakpoint: { sm: '600px', md: '900px' },
  z: { overlay: 50, dialog: 51, toast: 100 },
} as const;

export type Theme = typeof theme;

/** The four badge tones of docs/adr/0017-screens-and-badges.md mapped onto theme colours. */
export const badgeTone = {
  red: { fg: theme.color.danger, bg: theme.color.dangerSoft },
  orange: { fg: theme.color.warning, bg: theme.color.warningSoft },
  green: { fg: theme.color.success, bg: theme.color.successSoft },
  gray: { fg: theme.color.neutral, bg: theme.color.neutralSoft },
  blue: { fg: theme.color.primary, bg: theme.color.primarySoft },
} as const;
export type BadgeTone = keyof typeof badgeTone;
