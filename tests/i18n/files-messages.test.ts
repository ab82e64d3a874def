import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { m } from '$lib/paraglide/messages.js';
import {
	attemptSentence,
	exportMessage,
	importMessage,
	PROGRESS_MESSAGES,
	type ProgressMerge
} from '$lib/export/progress-file';
import { moveCaption } from '$lib/export/gif-layout';
import { readFileList } from '$lib/scorm/package';
import { readLaunch } from '$lib/scorm/manifest';
import { message } from '$lib/messages';

/**
 * What the site writes to files and hands to other pages (messages/files/*.json), in Spanish
 * and Chinese: the progress file's answers, the solution GIF's counter, the SCORM builder's and
 * the worker's failures, and a component's label.
 */

const merge = (over: Partial<ProgressMerge>): ProgressMerge => ({
	writes: [],
	removes: [],
	added: 0,
	replaced: 0,
	same: 0,
	older: 0,
	dropped: 0,
	attempts: [],
	...over
});

describe('the progress file in Spanish and Chinese', () => {
	it('refuses a file, counting its entries', () => {
		expect(messageText(PROGRESS_MESSAGES.tooMany(5001), 'es')).toBe(
			'Este archivo de progreso contiene 5001 entradas, más de las 5000 que puede contener un archivo de progreso, así que no se ha leído.'
		);
		expect(messageText(PROGRESS_MESSAGES.tooMany(12345), 'zh')).toBe(
			'此进度文件包含 12,345 个条目，超过了进度文件最多能容纳的 5,000 个，因此没有读取。'
		);
		expect(messageText(PROGRESS_MESSAGES.notJson, 'es')).toBe(
			'Este archivo no es JSON, así que no es un archivo de progreso: elige un archivo guardado con «Exportar mi progreso».'
		);
	});

	it('says what an import did, sentence after sentence', () => {
		const said = importMessage(
			3,
			1,
			merge({
				writes: [{ key: 'k', at: 1, value: 1 }],
				added: 2,
				same: 1
			}),
			{ changedHere: false, memoryOnly: false }
		);
		expect(messageText(said, 'en')).toBe(
			'Imported 3 answers: 2 new, 1 already here. 1 entry in the file could not be used and was skipped. Each page shows the imported answers when you open it.'
		);
		expect(messageText(said, 'es')).toBe(
			'Se han importado 3 respuestas: 2 nuevas, 1 ya estaba aquí. 1 entrada del archivo no se ha podido usar y se ha omitido. Cada página mostrará las respuestas importadas cuando la abras.'
		);
		expect(messageText(said, 'zh')).toBe(
			'已导入 3 个答案：2 个新答案，1 个已经在这里。文件中有 1 个条目无法使用，已跳过。每个页面会在你打开时显示导入的答案。'
		);
	});

	it('names a practice attempt it restored', () => {
		const restored = attemptSentence({
			title: 'Semana 3',
			answers: 4,
			keptAnswers: 0,
			restored: true
		});
		expect(messageText(restored, 'es')).toBe(
			'Se ha restaurado tu intento de «Semana 3»: 4 respuestas, en lugar del de aquí (ninguna respuesta).'
		);
		expect(messageText(restored, 'zh')).toBe(
			'已恢复你对“Semana 3”的作答：4 个答案，取代了这里原有的作答（没有答案）。'
		);
	});

	it('says what an export saved', () => {
		expect(messageText(exportMessage(1, 'frontier-progress-2025-03-01.json', false), 'es')).toBe(
			'Se ha guardado 1 respuesta en frontier-progress-2025-03-01.json.'
		);
		expect(messageText(exportMessage(12, 'p.json', false), 'zh')).toBe(
			'已将 12 个答案保存到 p.json。'
		);
	});
});

describe('files and packages in Spanish and Chinese', () => {
	it('counts the solution GIF’s moves', () => {
		expect(messageText(moveCaption(0, 7), 'es')).toBe('inicio: movimiento 0 de 7');
		expect(messageText(moveCaption(3, 7), 'zh')).toBe('第 3 步，共 7 步');
		expect(messageText(moveCaption(7, 7), 'es')).toBe('movimiento 7 de 7: objetivo');
	});

	it('says why a SCORM package cannot be made, or its site is no address', () => {
		const list = readFileList({ files: [] });
		expect('error' in list && messageText(list.error, 'es')).toBe(
			'La lista de archivos del paquete está vacía o no se puede leer.'
		);
		const launch = readLaunch(new URLSearchParams({ v: '1', site: 'no es un sitio' }));
		expect(launch.problem !== null && messageText(launch.problem, 'zh')).toBe(
			'该包写明的 Frontier 站点是“no es un sitio”，这不是网址：参考答案不会加上链接。'
		);
		expect(
			messageText(
				message('files_scorm_fetch_failed', {
					why: message('files_scorm_file_status', { path: '_app/a.js', status: 404 })
				}),
				'es'
			)
		).toBe(
			'No se ha podido descargar un archivo del paquete (_app/a.js respondió 404); recarga la página y vuelve a intentarlo.'
		);
	});

	it('words the worker’s failures and the builder’s labels', () => {
		expect(
			messageText(message('files_pdb_download_failed', { file: '6-6-3-a.pdb', status: 503 }), 'zh')
		).toBe('无法下载 6-6-3-a.pdb（503）');
		expect(m.files_ui_package_done({ name: 'a.zip', kb: 1234, count: 12 }, { locale: 'zh' })).toBe(
			'已下载 a.zip（1,234 KB，12 个文件）。请把它作为 SCORM 包上传到你的 LMS。'
		);
		expect(m.files_ui_package_done({ name: 'a.zip', kb: 12345, count: 1 }, { locale: 'es' })).toBe(
			'Se ha descargado a.zip (12.345 KB, 1 archivo). Súbelo a tu LMS como paquete SCORM.'
		);
	});
});
