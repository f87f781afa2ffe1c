import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import type { AuthorityCode } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { clearSession, setAuthorities } from '@/lib/storage';

import { Authorized, AuthorizedButton } from './authorized';
import { authStrings } from './strings';

interface StoryArgs {
  /** The codes the signed-in user holds. */
  held: AuthorityCode[];
}

/** A destructive button gated by its authority code, as the list screens use it. */
function DeleteToolbar() {
  return (
    <div className="flex gap-2 p-6">
      <Button>编辑</Button>
      <Authorized code="device:delete">
        <Button variant="destructive">删除</Button>
      </Authorized>
      <Authorized
        code={['device:delete', 'device:upgrade']}
        fallback={<span className="self-center text-sm text-fg-subtle">无批量操作权限</span>}
      >
        <Button variant="outline">批量操作</Button>
      </Authorized>
      <AuthorizedButton code="device:config" variant="primary">
        保存配置
      </AuthorizedButton>
    </div>
  );
}

const meta = {
  title: 'Auth/Authorized',
  component: DeleteToolbar,
  args: { held: ['device:list', 'device:delete'] },
  beforeEach: ({ args }) => {
    setAuthorities(args.held);
    return () => clearSession();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user holds device:delete: the 删除 button is there. */
export const WithCode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '删除' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '批量操作' })).toBeVisible();
  },
};

/** Without device:delete the button is not rendered at all, nor disabled: it is absent. */
export const WithoutCode: Story = {
  args: { held: ['device:list'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await expect(canvas.getByText('无批量操作权限')).toBeVisible();
  },
};

/** Any one of several codes is enough. */
export const AnyOfSeveral: Story = {
  args: { held: ['device:upgrade'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '批量操作' })).toBeVisible();
  },
};

/** A control inside a screen the user may see stays in place, disabled, and says why on focus. */
export const DisabledWithReason: Story = {
  args: { held: ['device:list'] },
  play: async ({ canvas, canvasElement }) => {
    const save = canvas.getByRole('button', { name: '保存配置' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(save).toHaveAccessibleDescription(authStrings.denied);
    await userEvent.tab();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('tooltip')).toHaveTextContent(authStrings.denied);
  },
};
