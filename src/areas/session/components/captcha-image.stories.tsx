import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

import { CaptchaImage } from './captcha-image';

// A small grey square stands in for the server's picture.
const picture = new Blob(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#eee"/><text x="20" y="30" font-size="24" font-family="monospace">7K3P</text></svg>',
  ],
  { type: 'image/svg+xml' },
);

const meta = {
  title: 'Session/CaptchaImage',
  component: CaptchaImage,
  parameters: { layout: 'centered' },
  args: { image: picture, loading: false, failed: false, onRefresh: fn() },
} satisfies Meta<typeof CaptchaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { image: undefined, loading: true } };
export const Failed: Story = { args: { image: undefined, failed: true } };
