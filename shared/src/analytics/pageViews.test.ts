// @vitest-environment happy-dom
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getVisitorId, recordPageView, sessionSource, trafficSource } from './pageViews.ts';

describe('trafficSource', () => {
  it('prefers utm_source, then an external referrer host, else direct', () => {
    expect(trafficSource('?utm_source=newsletter', 'https://www.google.com/', 'news.example')).toBe('newsletter');
    expect(trafficSource('', 'https://www.google.com/search?q=x', 'news.example')).toBe('google.com');
    expect(trafficSource('', 'https://news.example/story/1', 'news.example')).toBe('direct');
    expect(trafficSource('', '', 'news.example')).toBe('direct');
  });
});

describe('getVisitorId', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one anonymous id per browser', () => {
    const first = getVisitorId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(getVisitorId()).toBe(first);
  });
});

describe('recordPageView', () => {
  it('calls record_page_view with path, source and visitor id, and swallows failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rpc = vi.fn(() => Promise.resolve({ error: { message: 'invalid' } }));
    const client = { rpc } as unknown as SupabaseClient;
    expect(() => recordPageView('/about', client)).not.toThrow();
    expect(rpc).toHaveBeenCalledWith('record_page_view', {
      path: '/about',
      source: 'direct',
      visitor_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith('Page view not recorded', 'invalid');
  });

  it('records nothing for a preview link: its path is its token (decision 176)', () => {
    const rpc = vi.fn(() => Promise.resolve({ error: null }));
    recordPageView(`/preview/${'a'.repeat(43)}`, { rpc } as unknown as SupabaseClient);
    expect(rpc).not.toHaveBeenCalled();
  });
});

describe('sessionSource', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the landing source for later pages of the same visit', () => {
    const landing = { search: '?utm_source=newsletter', hostname: 'news.example' } as Location;
    const later = { search: '', hostname: 'news.example' } as Location;
    expect(sessionSource(landing, '')).toBe('newsletter');
    expect(sessionSource(later, '')).toBe('newsletter');
  });

  it('is direct without a campaign or referrer', () => {
    expect(sessionSource({ search: '', hostname: 'news.example' } as Location, '')).toBe('direct');
  });
});
