/**
 * A list of buttons that ↑ and ↓ move through, Home and End to its ends: the frontier's
 * entries and the quiz's choices, where a student picks one by keyboard. Attached directly
 * (`{@attach arrowList}`) rather than through Svelte's delegated handlers, so that it runs
 * before the explorer's own keys (Home and End would go to the run's start and end).
 */
export function arrowList(list: HTMLElement): () => void {
	const onKey = (event: KeyboardEvent): void => {
		if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
		const buttons = [...list.querySelectorAll<HTMLButtonElement>('button')];
		const here = buttons.indexOf(event.target as HTMLButtonElement);
		if (here < 0) return;
		const to =
			event.key === 'ArrowDown'
				? Math.min(here + 1, buttons.length - 1)
				: event.key === 'ArrowUp'
					? Math.max(here - 1, 0)
					: event.key === 'Home'
						? 0
						: event.key === 'End'
							? buttons.length - 1
							: null;
		if (to === null) return;
		event.preventDefault();
		buttons[to].focus();
	};
	list.addEventListener('keydown', onKey);
	return () => list.removeEventListener('keydown', onKey);
}
