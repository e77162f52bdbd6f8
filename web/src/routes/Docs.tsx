import { useQuery } from '@apollo/client/react';
import { BAND_MEANING, claimIndexFreshness, PRODUCT_NAME } from '@factlens/common';
import { Kbd } from '../components/ui/Kbd';
import { PageLayout } from '../components/PageLayout';
import { Prose } from '../components/Prose';
import { Badge } from '../components/ui/Badge';
import { graphql } from '../gql';

const PLATFORMS = ['Facebook', 'Twitter/X', 'Instagram', 'TikTok', 'LinkedIn', 'Reddit', 'News sites', 'Blogs'];

const ClaimIndexStatsQuery = graphql(`
  query ClaimIndexStats {
    claimIndexStats {
      reviews
      newestReviewDate
      publishers
      languages {
        language
        reviews
      }
    }
  }
`);

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
const languageName = (code: string) => (code === 'und' ? 'Unknown language' : (LANGUAGE_NAMES.of(code) ?? code));

/** How many reviews the fact-check index holds and how fresh it is (docs/adr/0076-claim-index-freshness.md). */
function IndexFreshness() {
  const { data, error } = useQuery(ClaimIndexStatsQuery);
  if (error) return <p>The index figures could not be loaded right now.</p>;
  const stats = data?.claimIndexStats;
  if (!stats) return <p>Loading...</p>;
  return (
    <>
      <p data-testid="index-freshness">
        {claimIndexFreshness(stats)}, from {stats.publishers.toLocaleString('en-US')} publisher{stats.publishers === 1 ? '' : 's'}.
      </p>
      <ul aria-label="Reviews by language">
        {stats.languages.map((l) => (
          <li key={l.language}>
            {languageName(l.language)}: {l.reviews.toLocaleString('en-US')}
          </li>
        ))}
      </ul>
      <p>
        A text in a language the index holds no reviews in is not called unverified: the result says which language it seems to be in
        and that its accuracy could not be checked.
      </p>
    </>
  );
}

export default function Docs() {
  return (
    <PageLayout width="reading">
      <title>{`Documentation · ${PRODUCT_NAME}`}</title>
      <Prose>
        <h1>{PRODUCT_NAME} Documentation</h1>
        <nav aria-label="On this page">
          <ul>
            <li>
              <a href="#install">How to install</a>
            </li>
            <li>
              <a href="#update">How to remove or update</a>
            </li>
            <li>
              <a href="#evaluate">How to evaluate content</a>
            </li>
            <li>
              <a href="#platforms">Supported platforms</a>
            </li>
            <li>
              <a href="#scores">How to read scores</a>
            </li>
            <li>
              <a href="#index">The fact-check index</a>
            </li>
            <li>
              <a href="#tips">Tips</a>
            </li>
          </ul>
        </nav>

        <h2 id="install">How to install</h2>
        <ol>
          <li>Sign in and download the ZIP from your dashboard.</li>
          <li>Unzip it into a folder you will keep.</li>
          <li>Open chrome://extensions in Chrome and turn on Developer mode.</li>
          <li>Click Load unpacked and choose the unzipped folder.</li>
          <li>Pin {PRODUCT_NAME} from the puzzle-piece menu and sign in with your account.</li>
        </ol>

        <h2 id="update">How to remove or update</h2>
        <p>
          To update, download the new ZIP, unzip it over the old folder and click the reload icon on the {PRODUCT_NAME} card in
          chrome://extensions. To remove, click Remove on that card and delete the folder.
        </p>

        <h2 id="evaluate">How to evaluate content</h2>
        <ul>
          <li>
            Select text on a page and press <Kbd>Ctrl</Kbd>+<Kbd>Shift</Kbd>+<Kbd>F</Kbd> (<Kbd>Cmd</Kbd>+<Kbd>Shift</Kbd>+<Kbd>F</Kbd> on
            Mac), or right-click and choose the {PRODUCT_NAME} menu item.
          </li>
          <li>For text inside images, drag a rectangle over it; the extension reads the text (OCR) and checks it.</li>
          <li>
            Press <Kbd>Esc</Kbd> to close the extension&apos;s widgets.
          </li>
        </ul>

        <h2 id="platforms">Supported platforms</h2>
        <ul>
          {PLATFORMS.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>

        <h2 id="scores">How to read scores</h2>
        <p>
          Each check shows two scales of 1 to 10 LEDs: accuracy and tone. More lit LEDs means worse. Below the scales you see the verdict,
          any warnings, and the published fact-checks the score rests on.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">LEDs</th>
              <th scope="col">Colour</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>1-4</td>
              <td>
                <Badge $tone="green">Green</Badge>
              </td>
              <td>{BAND_MEANING.green}</td>
            </tr>
            <tr>
              <td>5-7</td>
              <td>
                <Badge $tone="orange">Yellow</Badge>
              </td>
              <td>{BAND_MEANING.yellow}</td>
            </tr>
            <tr>
              <td>8-10</td>
              <td>
                <Badge $tone="red">Red</Badge>
              </td>
              <td>{BAND_MEANING.red}</td>
            </tr>
          </tbody>
        </table>

        <h2 id="index">The fact-check index</h2>
        <IndexFreshness />

        <h2 id="tips">Tips</h2>
        <ul>
          <li>Check one claim at a time: a short, specific sentence matches published fact-checks best.</li>
          <li>Open the sources: the publisher&apos;s article explains the rating better than any score.</li>
          <li>An unverified result (around the middle) means no fact-check was found, not that the claim is true.</li>
          <li>Your daily limit resets at midnight UTC.</li>
        </ul>
      </Prose>
    </PageLayout>
  );
}
