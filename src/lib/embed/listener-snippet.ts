/**
 * The script a course page pastes to hear its Frontier embeds (messages.ts): it takes messages
 * from Frontier's origin only, sets the height of the iframe that sent one, and logs the
 * statements, where a course would send them on to its records. Plain JavaScript of a few lines,
 * so a teacher can read it before pasting it; /teachers shows it with the site's own origin.
 */
export function listenerSnippet(origin: string): string {
	const quoted = `'${origin.replace(/[\\']/g, '\\$&')}'`;
	return [
		`const FRONTIER = ${quoted}; // the only origin whose messages count`,
		`window.addEventListener('message', (event) => {`,
		`  if (event.origin !== FRONTIER || event.data?.frontier !== 1) return;`,
		`  const frames = [...document.querySelectorAll('iframe')];`,
		`  const frame = frames.find((f) => f.contentWindow === event.source);`,
		`  if (frame && event.data.type === 'height') frame.style.height = event.data.height + 'px';`,
		`  if (event.data.type === 'statement') console.log(event.data.statement);`,
		`});`
	].join('\n');
}
