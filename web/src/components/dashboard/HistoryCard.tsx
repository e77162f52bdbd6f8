import { ButtonLink } from '../ui/Button';
import { Card, CardText, CardTitle } from '../ui/Card';

/** The way to the fact-check history (docs/adr/0003-roles-and-permissions.md): your own checks; analysts see everyone's. */
export function HistoryCard({ analyst }: { analyst: boolean }) {
  return (
    <Card aria-labelledby="history-title">
      <CardTitle id="history-title">Fact-check History</CardTitle>
      <CardText>
        {analyst
          ? "Every user's fact-checks with their scores and sources; filter by user or search the text."
          : 'The fact-checks you ran, with their scores and sources; search the text to find one.'}
      </CardText>
      <ButtonLink to="/history" $variant="secondary">
        View history
      </ButtonLink>
    </Card>
  );
}
