/**
 * A seeded pseudo-random generator, so a scramble named in a link ("seed=lesson-3") is the same
 * board on every machine and in every year. The generator is sfc32 (Chris Doty-Humphrey's Small
 * Fast Counting generator, 128 bits of state); the seed text is hashed with 32-bit FNV-1a and
 * spread over the four state words with the splitmix32 finaliser. Not for cryptography.
 */

export interface Rng {
	/** A float in [0, 1). */
	next(): number;
	/** A whole number in 0..n−1, for a positive whole n. */
	int(n: number): number;
}

/** Number seeds are read as their decimal text, so createRng(7) and createRng('7') agree. */
export function createRng(seed: number | string): Rng {
	let [a, b, c, d] = seedWords(String(seed));
	const next = (): number => {
		const t = (((a + b) | 0) + d) | 0;
		d = (d + 1) | 0;
		a = b ^ (b >>> 9);
		b = (c + (c << 3)) | 0;
		c = (c << 21) | (c >>> 11);
		c = (c + t) | 0;
		return (t >>> 0) / 4294967296;
	};
	// Mix the state before the first output, as sfc32's author recommends.
	for (let i = 0; i < 12; i++) next();
	return {
		next,
		int: (n: number): number => {
			if (!Number.isInteger(n) || n <= 0)
				throw new RangeError(`int(n) needs a positive whole n, not ${n}.`);
			return Math.floor(next() * n);
		}
	};
}

function seedWords(text: string): [number, number, number, number] {
	let hash = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
	}
	const words: number[] = [];
	for (let i = 0; i < 4; i++) {
		hash = (hash + 0x9e3779b9) | 0;
		let z = hash;
		z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
		z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
		words.push((z ^ (z >>> 16)) | 0);
	}
	return [words[0], words[1], words[2], words[3]];
}
