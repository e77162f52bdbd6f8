import { styled } from 'styled-components';
import { Card, CardTitle } from '../ui/Card';
import { Code, Kbd } from '../ui/Kbd';

export function InstallCard() {
  return (
    <Card aria-labelledby="install-title">
      <CardTitle id="install-title">Installation Instructions</CardTitle>
      <Steps>
        <li>Download the ZIP file with the button above.</li>
        <li>Unzip it into a folder you will keep (for example Documents/FactLens).</li>
        <li>
          Open <Code>chrome://extensions</Code> in Chrome.
        </li>
        <li>Turn on Developer mode (top right).</li>
        <li>Click Load unpacked and choose the unzipped folder.</li>
        <li>Pin FactLens from the puzzle-piece menu and sign in.</li>
        <li>
          Select text and press <Kbd>Ctrl</Kbd>+<Kbd>Shift</Kbd>+<Kbd>F</Kbd> (<Kbd>Cmd</Kbd> on Mac), or drag over an image. <Kbd>Esc</Kbd>{' '}
          closes the widgets.
        </li>
      </Steps>
    </Card>
  );
}

export function UpdateRemoveCard() {
  return (
    <Card aria-labelledby="update-title">
      <CardTitle id="update-title">Update or Remove</CardTitle>
      <Sub>To update</Sub>
      <Steps>
        <li>Download the new ZIP and unzip it over the old folder.</li>
        <li>
          In <Code>chrome://extensions</Code>, click the reload icon on the FactLens card.
        </li>
      </Steps>
      <Sub>To remove</Sub>
      <Steps>
        <li>
          In <Code>chrome://extensions</Code>, click Remove on the FactLens card.
        </li>
        <li>Delete the unzipped folder.</li>
      </Steps>
    </Card>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Sub = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
