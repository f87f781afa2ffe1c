import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { saveEcu } from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveCustomerTag } from '@/api/generated/endpoints/system-management/system-management';
import type { CustomerTagSaveRequest, EcuSaveRequest } from '@/api/generated/model';
import { setToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';

import { FormDialog, FormDialogBody } from './form-dialog';
import { ChoiceField, TextField } from './form-fields';
import { PageForm } from './page-form';
import { FieldRefusal, useContractForm } from './use-contract-form';

setupMockServer();

type Save = (body: CustomerTagSaveRequest) => Promise<unknown>;

function TagDialog({ save, onSaved }: { save: Save; onSaved: () => void }) {
  const [open, setOpen] = useState(true);
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/system-management/system-management.zod').then(
        (m) => m.SaveCustomerTagBody,
      ),
    defaultValues: { name: '', description: '' },
    toBody: (v) => ({ name: v.name.trim(), description: v.description.trim() }),
    submit: save,
    onSaved: () => {
      onSaved();
      setOpen(false);
    },
  });
  return (
    <FormDialog open={open} onClose={() => setOpen(false)}>
      <FormDialogBody
        form={form}
        title="新增标签"
        description="说明"
        onCancel={() => setOpen(false)}
      >
        <TextField name="name" label="标签名称" required />
        <TextField name="description" label="说明" rows={3} />
      </FormDialogBody>
    </FormDialog>
  );
}

type SaveEcu = (body: EcuSaveRequest) => Promise<unknown>;

function EcuPage({ save, onSaved }: { save: SaveEcu; onSaved: () => void }) {
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/master-data-management/master-data-management.zod').then(
        (m) => m.SaveEcuBody,
      ),
    defaultValues: {
      name: '',
      supplier: '',
      hardwareVersion: 'H1',
      softwareVersion: 'S1',
      vehicleModelId: '',
    },
    toBody: (v) => ({ ...v, name: v.name.trim(), vehicleModelId: Number(v.vehicleModelId) }),
    rules: (v) => ({ supplier: v.supplier.includes('#') && '供应商不能含 #' }),
    submit: save,
    onSaved,
  });
  return (
    <PageForm form={form} onCancel={() => undefined}>
      <ChoiceField
        name="vehicleModelId"
        label="车型"
        required
        options={[{ value: '7', label: '智己 L7' }]}
      />
      <TextField name="name" label="ECU 名称" required />
      <TextField name="supplier" label="供应商" required />
    </PageForm>
  );
}

const failures = [
  [
    'a timeout',
    (_path: string) => () => Promise.reject(new ApiError('timeout', '网络请求超时')),
    '网络请求超时',
  ],
  [
    'HTTP 500',
    (path: string) => {
      server.use(http.post(path, () => new HttpResponse(null, { status: 500 })));
    },
    '服务器错误',
  ],
  [
    'a business code',
    (path: string) => {
      server.use(
        http.post(path, () =>
          HttpResponse.json({ code: 2001, msg: '名称已存在，请更换', data: null }),
        ),
      );
    },
    '名称已存在，请更换',
  ],
  [
    'a lost connection',
    (path: string) => {
      server.use(http.post(path, () => HttpResponse.error()));
    },
    '网络请求超时',
  ],
] as const;

describe('FormDialog', () => {
  it('shows the contract messages in zh-CN and focuses the first invalid field', async () => {
    const save = vi.fn<Save>();
    render(<TagDialog save={save} onSaved={() => undefined} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: '新增标签' });
    await user.type(within(dialog).getByRole('textbox', { name: '说明' }), 'x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const name = within(dialog).getByRole('textbox', { name: '标签名称' });
    expect(await within(dialog).findByText('请输入标签名称')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('请输入标签名称');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: '说明' })).toHaveAccessibleDescription(
      '说明不能超过 200 个字符',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it.each(failures)(
    'stays open with what was typed when the save fails with %s',
    async (_, arrange, reason) => {
      setToken('test-token');
      const injected = arrange('*/api/customerTag/save');
      const onSaved = vi.fn();
      render(
        <TagDialog
          save={(body) => (injected ? injected() : saveCustomerTag(body))}
          onSaved={onSaved}
        />,
      );
      const user = userEvent.setup();
      const dialog = screen.getByRole('dialog', { name: '新增标签' });
      await user.type(within(dialog).getByRole('textbox', { name: '标签名称' }), '  重点客户 ');
      await user.type(within(dialog).getByRole('textbox', { name: '说明' }), '华东');
      await user.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
      expect(screen.getByRole('dialog', { name: '新增标签' })).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: '标签名称' })).toHaveValue('  重点客户 ');
      expect(within(dialog).getByRole('textbox', { name: '说明' })).toHaveValue('华东');
      expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
      expect(onSaved).not.toHaveBeenCalled();
    },
  );

  it('sends the trimmed body and closes once saved', async () => {
    setToken('test-token');
    const save = vi.fn<Save>(() => Promise.resolve());
    render(<TagDialog save={save} onSaved={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '标签名称' }), ' 重点客户 ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledWith({ name: '重点客户', description: '' }, expect.anything());
  });
});

describe('PageForm', () => {
  it('asks for the choice first, focusing its trigger, and adds the rules of the form', async () => {
    const save = vi.fn<SaveEcu>();
    render(<EcuPage save={save} onSaved={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '供应商' }), 'A#');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const model = screen.getByRole('combobox', { name: '车型' });
    expect(await screen.findByText('请选择车型')).toBeInTheDocument();
    expect(model).toHaveAccessibleDescription('请选择车型');
    expect(model).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'ECU 名称' })).toHaveAccessibleDescription(
      '请输入ECU 名称',
    );
    expect(screen.getByRole('textbox', { name: '供应商' })).toHaveAccessibleDescription(
      '供应商不能含 #',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it.each(failures)(
    'keeps the page with what was typed when the save fails with %s',
    async (_, arrange, reason) => {
      setToken('test-token');
      const injected = arrange('*/api/ecu/save');
      const onSaved = vi.fn();
      render(
        <EcuPage save={(body) => (injected ? injected() : saveEcu(body))} onSaved={onSaved} />,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole('combobox', { name: '车型' }));
      await user.click(await screen.findByRole('option', { name: '智己 L7' }));
      await user.type(screen.getByRole('textbox', { name: 'ECU 名称' }), 'BMS');
      await user.type(screen.getByRole('textbox', { name: '供应商' }), '宁德');
      await user.click(screen.getByRole('button', { name: '保存' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(screen.getByRole('textbox', { name: 'ECU 名称' })).toHaveValue('BMS');
      expect(screen.getByRole('combobox', { name: '车型' })).toHaveTextContent('智己 L7');
      expect(onSaved).not.toHaveBeenCalled();
    },
  );
});

describe('a refusal of one field', () => {
  function CodeForm({ save }: { save: Save }) {
    const form = useContractForm({
      schema: () =>
        import('@/api/generated/zod/system-management/system-management.zod').then(
          (m) => m.SaveCustomerTagBody,
        ),
      defaultValues: { name: '', description: '' },
      submit: save,
    });
    return (
      <PageForm form={form} onCancel={() => undefined}>
        <TextField name="name" label="标签名称" required />
        <TextField
          name="description"
          label="口令"
          type="password"
          autoComplete="new-password"
          describedBy="rules"
          verbatim
        />
        <p id="rules">至少 8 个字符</p>
      </PageForm>
    );
  }

  it('shows on its field, which takes the focus, and not on top', async () => {
    const save = vi.fn<Save>(() => Promise.reject(new FieldRefusal('description', '口令错误')));
    render(<CodeForm save={save} />);
    const user = userEvent.setup();
    const code = screen.getByLabelText('口令');
    expect(code).toHaveAttribute('type', 'password');
    expect(code).toHaveAttribute('autocomplete', 'new-password');
    expect(code).toHaveAttribute('spellcheck', 'false');
    expect(code).toHaveAccessibleDescription('至少 8 个字符');
    await user.type(screen.getByRole('textbox', { name: '标签名称' }), '重点客户');
    await user.type(code, 'secret');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('至少 8 个字符 口令错误'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标签名称' })).toHaveValue('重点客户');
    expect(code).toHaveValue('secret');
  });
});
