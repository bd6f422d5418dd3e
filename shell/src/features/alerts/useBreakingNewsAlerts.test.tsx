// @vitest-environment happy-dom
import {
  getRuntimeConfig,
  subscribeToTable,
  type RuntimeConfig,
  type TableChange,
  type TableChangeListener,
} from '@newsroom/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from './alertsStore.ts';
import { useBreakingNewsAlerts } from './useBreakingNewsAlerts.ts';

const realtime = { listener: null as TableChangeListener | null, stop: vi.fn() };
vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
vi.mocked(getRuntimeConfig).mockReturnValue({ siteName: 'The Daily Chronicle' } as RuntimeConfig);
vi.mocked(subscribeToTable).mockImplementation((_table, listener) => {
  realtime.listener = listener;
  return realtime.stop;
});

const insert = (row: Record<string, unknown>) => ({ eventType: 'INSERT', new: row, old: {} }) as unknown as TableChange;

describe('useBreakingNewsAlerts', () => {
  afterEach(() => {
    cleanup();
    realtime.listener = null;
    vi.unstubAllGlobals();
  });

  it('does not listen unless alerts are on and permitted', () => {
    useAlertsStore.setState({ enabled: true, permission: 'denied' });
    renderHook(() => useBreakingNewsAlerts());
    expect(realtime.listener).toBeNull();
  });

  it('notifies for new breaking items only, and stops listening when turned off', () => {
    const shown = vi.fn();
    vi.stubGlobal('Notification', shown);
    useAlertsStore.setState({ enabled: true, permission: 'granted' });
    renderHook(() => useBreakingNewsAlerts());
    realtime.listener?.(insert({ id: 'g', title: 'Weather update', category: 'general' }));
    realtime.listener?.(insert({ id: 'b', title: 'Dam wall breached', category: 'breaking', is_active: true }));
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('Breaking: Dam wall breached', {
      body: 'The Daily Chronicle',
      tag: 'breaking-b',
    });
    act(() => useAlertsStore.setState({ enabled: false }));
    expect(realtime.stop).toHaveBeenCalled();
  });
});
