import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { AfterFirstDraw } from './first-load';

/** Notes each commit that put its name on screen. */
function Part({ name, commits }: { name: string; commits: string[] }) {
  useLayoutEffect(() => {
    commits.push(name);
  }, [name, commits]);
  return <p>{name}</p>;
}

function Page({ commits }: { commits: string[] }) {
  return (
    <>
      <Part name="first screen" commits={commits} />
      <AfterFirstDraw>
        <Part name="quick actions" commits={commits} />
        <AfterFirstDraw>
          <Part name="system status" commits={commits} />
        </AfterFirstDraw>
      </AfterFirstDraw>
    </>
  );
}

/** The static copy's #root (scripts/prerender.mjs): inert while the app's first load lasts. */
function staticRoot(inert: boolean) {
  const root = document.createElement('div');
  root.id = 'root';
  if (inert) root.setAttribute('inert', '');
  document.body.append(root);
  return root;
}

describe('AfterFirstDraw (issue 19: the late parts of a first load, a commit each)', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.getElementById('root')?.remove();
  });

  it("on the app's first load, draws a nested part a commit after the part around it", async () => {
    jest.useFakeTimers();
    const root = staticRoot(true);
    const commits: string[] = [];
    render(<Page commits={commits} />);
    expect(commits).toEqual(['first screen']);
    expect(screen.queryByText('quick actions')).toBeNull();
    root.removeAttribute('inert'); // the live page's first commit lifts the first load (LiftFirstLoad)

    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('quick actions')).toBeTruthy();
    expect(screen.queryByText('system status')).toBeNull(); // not in the same commit

    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('system status')).toBeTruthy();
    expect(commits).toEqual(['first screen', 'quick actions', 'system status']);
  });

  it('on a later visit (no static copy), draws everything at once', () => {
    staticRoot(false);
    const commits: string[] = [];
    render(<Page commits={commits} />);
    expect(commits).toEqual(['first screen', 'quick actions', 'system status']);
  });
});
