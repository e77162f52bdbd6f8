import type { Verdict } from './scores.js';

/**
 * Fact-checkers' rating words → our five-step scale. Keys are written as publishers spell them
 * and normalised at load (case, accents, punctuation), so "Half-True", "half true" and
 * "HALF TRUE!" are one key. Grouped by where the wording comes from; where two groups share a
 * word they agree on its meaning.
 *
 * 'unrated' means "this rating does not grade truth" (position changes, satire, unproven), not
 * "we do not know the word": unknown words are reported as unknown by verdictFromText.
 */
// A word list reads better packed than one word per line.
// prettier-ignore
export const RATING_TABLE: ReadonlyArray<readonly [Verdict, readonly string[]]> = [
  // PolitiFact Truth-O-Meter (+ "barely true", its pre-2011 name for mostly false).
  ['false', ['pants on fire', 'false']],
  ['mostly_false', ['mostly false', 'barely true']],
  ['mixed', ['half true', 'half truth']],
  ['mostly_true', ['mostly true']],
  ['true', ['true']],
  // PolitiFact Flip-O-Meter grades consistency of positions, not truth.
  ['unrated', ['full flop', 'half flip', 'no flip', 'flip flop']],

  // Snopes. Miscaptioned/misattributed: the media or quote is real but the claim made with it
  // is not. Outdated: was true once, misleading now. Legend/unproven: truth cannot be settled.
  ['false', ['miscaptioned', 'misattributed', 'scam', 'fake', 'hoax', 'fabricated', 'fabricated content']],
  ['mixed', ['mixture', 'outdated', 'mixed']],
  ['true', ['correct attribution', 'correctly attributed', 'legit', 'recall']],
  ['unrated', [
    'unproven', 'unverified', 'legend', 'lost legend', 'satire', 'labeled satire', 'originated as satire',
    'research in progress', 'research ongoing',
  ]],

  // Washington Post Fact Checker (Pinocchios also matched by rule, e.g. "4 Pinocchios").
  ['false', ['four pinocchios', 'bottomless pinocchio']],
  ['mostly_false', ['three pinocchios']],
  ['mixed', ['two pinocchios']],
  ['mostly_true', ['one pinocchio']],
  ['true', ['geppetto checkmark', 'geppetto check mark', 'geppetto']],
  ['unrated', ['upside down pinocchio', 'verdict pending']],

  // FactCheck.org wording (it rates in prose; these are its ClaimReview alternateNames).
  ['false', [
    'wrong', 'not true', 'untrue', 'baseless', 'baseless claim', 'bogus', 'debunked', 'conspiracy theory',
    'fake news', 'no basis',
  ]],
  ['mostly_false', [
    'distorts the facts', 'spins the facts', 'misrepresents', 'exaggerates', 'no evidence', 'unsupported',
    'unsubstantiated', 'false context', 'out of context', 'taken out of context', 'misleading claim',
  ]],
  ['mixed', [
    'cherry picks', 'not the whole story', 'needs context', 'lacks context', 'missing context', 'partly true',
    'partially true', 'partially correct', 'partly correct', 'half right', 'disputed', 'oversimplified',
    'depends',
  ]],

  // Full Fact, AFP, Reuters, Lead Stories, PesaCheck and similar.
  ['false', [
    'inaccurate', 'incorrect', 'altered', 'altered photo', 'altered video', 'manipulated', 'manipulated media',
    'doctored', 'imposter content', 'satire presented as fact', 'false headline',
  ]],
  ['mostly_false', [
    'misleading', 'partly false', 'partially false', 'mostly inaccurate', 'largely false', 'largely inaccurate',
    'exaggerated', 'exaggeration', 'overstated', 'mostly incorrect',
  ]],
  ['mostly_true', [
    'mostly correct', 'mostly accurate', 'largely accurate', 'largely true', 'largely correct', 'broadly correct',
    'true but',
  ]],
  ['true', ['correct', 'accurate', 'verified', 'confirmed', 'fact']],

  // Spanish (Maldita, Newtral, Chequeado, AFP Factual, Efe Verifica, Colombiacheck).
  ['false', [
    'falso', 'falsa', 'bulo', 'insostenible', 'incorrecto', 'inventado', 'montaje', 'manipulado', 'fraude',
    'estafa',
  ]],
  ['mostly_false', [
    'engañoso', 'engañosa', 'mayormente falso', 'parcialmente falso', 'sacado de contexto', 'fuera de contexto',
    'exagerado', 'exagerada', 'sin evidencia', 'no hay evidencia', 'cuestionable',
  ]],
  ['mixed', [
    'impreciso', 'imprecisa', 'verdad a medias', 'medio verdadero', 'a medias', 'discutible', 'falta contexto',
    'le falta contexto', 'apresurado', 'parcialmente verdadero', 'parcialmente cierto', 'mixto',
  ]],
  ['mostly_true', ['mayormente verdadero', 'mayormente cierto', 'verdadero pero', 'casi cierto']],
  ['true', ['verdadero', 'verdadera', 'cierto', 'cierta', 'correcto', 'verdad', 'real']],
  ['unrated', ['inchequeable', 'no verificable', 'sin pruebas concluyentes', 'sátira', 'satira', 'humor']],

  // French (AFP Factuel, Les Décodeurs, Libération CheckNews, France 24 Observateurs).
  ['false', [
    'faux', 'fausse', "c'est faux", 'intox', 'infox', 'inexact', 'truqué', 'montage', 'détourné', 'détournée',
    'arnaque', 'canular', 'inventé',
  ]],
  ['mostly_false', [
    'trompeur', 'trompeuse', 'plutôt faux', 'partiellement faux', 'exagéré', 'exagérée', 'hors contexte',
    'sorti de son contexte', 'sans preuve', 'infondé', 'infondée', 'douteux',
  ]],
  ['mixed', [
    'à nuancer', 'imprécis', 'imprécise', 'partiellement vrai', 'manque de contexte', 'contexte manquant',
    'en partie vrai', 'mitigé',
  ]],
  ['mostly_true', ['plutôt vrai', 'globalement vrai', 'presque vrai', 'vrai mais']],
  ['true', ['vrai', 'vraie', "c'est vrai", 'exact', 'correcte']],
  ['unrated', ['satirique', 'invérifiable', 'non vérifiable']],

  // German (Correctiv, dpa-Faktencheck, AFP Faktencheck, BR24 #Faktenfuchs).
  ['false', ['falsch', 'frei erfunden', 'erfunden', 'unwahr', 'manipuliert', 'gefälscht', 'fälschung', 'fake']],
  ['mostly_false', [
    'irreführend', 'größtenteils falsch', 'teilweise falsch', 'falscher kontext', 'aus dem kontext gerissen',
    'unbelegt', 'übertrieben', 'überwiegend falsch',
  ]],
  ['mixed', [
    'halb wahr', 'halbwahr', 'teilweise richtig', 'teils richtig', 'fehlender kontext', 'kontext fehlt',
    'ungenau',
  ]],
  ['mostly_true', ['größtenteils richtig', 'überwiegend richtig', 'weitgehend richtig', 'größtenteils wahr']],
  ['true', ['richtig', 'wahr', 'stimmt', 'korrekt', 'zutreffend']],
  ['unrated', ['nicht belegbar', 'unklar']],

  // Portuguese (Lupa, Aos Fatos, Comprova, Polígrafo, Estadão Verifica).
  ['false', [
    'falso', 'falsa', 'boato', 'montagem', 'insustentável', 'pimenta na língua', 'fake', 'golpe', 'errado',
  ]],
  ['mostly_false', [
    'enganoso', 'enganosa', 'distorcido', 'distorcida', 'exagerado', 'fora de contexto', 'sem contexto',
    'parcialmente falso', 'maioritariamente falso', 'sem provas', 'não é bem assim',
  ]],
  ['mixed', [
    'impreciso', 'imprecisa', 'parcialmente verdadeiro', 'meia verdade', 'contraditório', 'subestimado',
    'falta contexto', 'descontextualizado',
  ]],
  ['mostly_true', ['verdadeiro mas', 'maioritariamente verdadeiro', 'verdade mas']],
  ['true', ['verdadeiro', 'verdadeira', 'verdade', 'correto', 'comprovado']],
  ['unrated', ['ainda é cedo para dizer', 'de olho', 'sátira']],
];

/** Leading labels some feeds put before the rating ("Rating: False", "Veredicto: Falso"). */
// A word list reads better packed than one word per line.
// prettier-ignore
export const RATING_LABEL_PREFIXES = [
  'rating', 'our rating', 'our ruling', 'ruling', 'verdict', 'conclusion', 'claim', 'the claim is', 'veredicto',
  'calificación', 'calificacion', 'veredito', 'classificação', 'classificacao', 'notre verdict', 'bewertung',
  'urteil', 'fazit', 'status',
];

/** Spelled-out counts for Pinocchio ratings. */
export const PINOCCHIO_COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, '1': 1, '2': 2, '3': 3, '4': 4 };
export const PINOCCHIO_VERDICTS: Record<number, Verdict> = { 1: 'mostly_true', 2: 'mixed', 3: 'mostly_false', 4: 'false' };
