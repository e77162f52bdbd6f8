import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import type { AnalyticsBucket } from '../../gql/graphql';
import { addDays, MAX_RANGE_DAYS, rangeProblem, todayUtc, type DayRange } from '../../lib/dateRange';
import { Button } from '../ui/Button';
import { Field, FieldError, FilterBar, SelectInput, TextInput } from '../ui/Input';

const PRESETS = [7, 30, 90] as const;

/**
 * The date-range picker of the usage dashboard: from/to as whole UTC days (both included) and the
 * bucket size. Nothing is asked of the API until Apply (or a preset), and only for a valid range.
 */
export function RangeForm({ range, onApply }: { range: DayRange; onApply: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  // A new range from outside (the URL, a preset) replaces the draft.
  const [applied, setApplied] = useState(range);
  if (applied.from !== range.from || applied.to !== range.to || applied.bucket !== range.bucket) {
    setApplied(range);
    setDraft(range);
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onApply(draft);
  }

  function preset(days: number) {
    const to = todayUtc();
    onApply({ ...draft, from: addDays(to, -(days - 1)), to });
  }

  return (
    <FilterBar onSubmit={submit} aria-label="Date range" noValidate>
      <Field>
        From
        <TextInput
          type="date"
          value={draft.from}
          max={draft.to}
          aria-invalid={problem ? true : undefined}
          aria-describedby="range-hint"
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </Field>
      <Field>
        To
        <TextInput
          type="date"
          value={draft.to}
          min={draft.from}
          aria-invalid={problem ? true : undefined}
          aria-describedby="range-hint"
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </Field>
      <Field>
        Group by
        <SelectInput value={draft.bucket} onChange={(e) => setDraft({ ...draft, bucket: e.target.value as AnalyticsBucket })}>
          <option value="day">Day</option>
          <option value="week">Week</option>
        </SelectInput>
      </Field>
      <Button type="submit">Apply</Button>
      <Presets role="group" aria-label="Quick ranges">
        {PRESETS.map((days) => (
          <Button key={days} $variant="ghost" $size="sm" onClick={() => preset(days)}>
            Last {days} days
          </Button>
        ))}
      </Presets>
      <Hint id="range-hint">Days in UTC, both included; at most {MAX_RANGE_DAYS} days. Weeks start on Monday.</Hint>
      {problem && <FieldError role="alert">{problem}</FieldError>}
    </FilterBar>
  );
}

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Hint = styled.p`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
