/** Claims with a known kind of answer, and the credibility range each should land in. */
export type ClaimKind = 'false' | 'true' | 'unverified';

export const EXPECTED_SCORES: Record<ClaimKind, { label: string; range: string; min: number; max: number }> = {
  false: { label: 'False claims', range: '15-25', min: 15, max: 25 },
  true: { label: 'True claims', range: '75-85', min: 75, max: 85 },
  unverified: { label: 'Unverified', range: 'about 50', min: 40, max: 60 },
};

export const SAMPLE_CLAIMS: { kind: ClaimKind; text: string }[] = [
  { kind: 'false', text: 'The Great Wall of China is visible from space with the naked eye.' },
  { kind: 'false', text: 'Vaccines cause autism in children.' },
  { kind: 'true', text: 'The Earth orbits the Sun once every 365.25 days.' },
  { kind: 'true', text: 'Water boils at 100 degrees Celsius at sea level.' },
  { kind: 'unverified', text: 'My neighbour saw a purple squirrel in the park on Tuesday morning.' },
];

/** Text drawn onto the generated test images for the OCR test. */
export const TEST_IMAGES = [
  { id: 'false-claim', label: 'False claim, large type', text: 'The Great Wall of China is visible from space.', fontPx: 32 },
  { id: 'true-claim', label: 'True claim, small type', text: 'Water boils at 100 degrees Celsius at sea level.', fontPx: 18 },
] as const;
export type TestImage = (typeof TEST_IMAGES)[number];
