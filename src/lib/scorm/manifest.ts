/**
 * imsmanifest.xml for an assignment's SCORM 1.2 package (the IMS Content Packaging 1.1.2 format
 * with ADL's SCORM 1.2 extensions): one organization holding one item, whose one resource is a
 * SCO (webcontent, adlcp:scormtype="sco") launched at the practice page with the assignment's
 * query, and listing every file of the package. The pass mark is the item's masteryscore, so
 * an LMS that compares score.raw with it comes to the status the SCO writes.
 */

import { assignmentQuery, readAssignment, type Assignment } from '../practice/assignment';
import { duplicateNotices, type LinkNotice } from '../config/link-notices';
import { message, type MessageRef } from '../messages';

/** Where the launch page sits in the package (and on the site). */
export const LAUNCH_PAGE = 'embed/scorm.html';

/** The launch parameter naming the Frontier site a package was made on (its model answers). */
export const SITE_PARAM = 'site';

/**
 * The launch address inside the package: the page and the assignment's canonical query, then the
 * address of the Frontier site the package was made on, if given. The package holds the practice
 * but not the explorer, so a model answer opens on that site, in a new tab, as a plain link: the
 * practice itself needs nothing from it.
 */
export function launchHref(assignment: Assignment, site = '', page = LAUNCH_PAGE): string {
	const query = assignmentQuery(assignment);
	return site === ''
		? `${page}?${query}`
		: `${page}?${query}&${SITE_PARAM}=${encodeURIComponent(site)}`;
}

/**
 * The launch query read back: the assignment's own parameters, and where the explorer for model
 * answers is (the site's /play), or null when the package names no site or names one that is not
 * an http(s) address (then `problem` says so; otherwise it is null).
 */
export function readLaunch(query: URLSearchParams): {
	assignmentQuery: URLSearchParams;
	playPage: string | null;
	problem: MessageRef | null;
} {
	const rest = new URLSearchParams(query);
	const site = rest.get(SITE_PARAM);
	rest.delete(SITE_PARAM);
	if (site === null) return { assignmentQuery: rest, playPage: null, problem: null };
	let url: URL | null = null;
	try {
		url = new URL(site);
	} catch {
		url = null;
	}
	if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
		return {
			assignmentQuery: rest,
			playPage: null,
			problem: message('files_scorm_bad_site', { site: site.slice(0, 80) })
		};
	}
	return {
		assignmentQuery: rest,
		playPage: new URL('play', url.href.endsWith('/') ? url.href : `${url.href}/`).href,
		problem: null
	};
}

/**
 * The launch page's whole link as /embed/scorm reads it: the assignment (read as /practice reads
 * it), the site, and every notice, the site's among them (one that is no web address, or a
 * `site` given more than once: the first is used).
 */
export function readLaunchLink(query: URLSearchParams): {
	assignment: ReturnType<typeof readAssignment>;
	playPage: string | null;
	notices: LinkNotice[];
} {
	const launch = readLaunch(query);
	const assignment = readAssignment(launch.assignmentQuery);
	const siteOnly = new URLSearchParams(query.getAll(SITE_PARAM).map((site) => [SITE_PARAM, site]));
	const notices = [...assignment.notices, ...duplicateNotices(siteOnly)];
	if (launch.problem !== null) notices.push({ param: SITE_PARAM, message: launch.problem });
	return { assignment, playPage: launch.playPage, notices };
}

/** An XML ID (NCName) made of the assignment's key: letters, digits, '.', '-', '_'. */
export function manifestIdentifier(assignment: Assignment): string {
	const key = assignment.key.replace(/[^\w.-]/g, '');
	return `frontier-${key === '' ? 'practice' : key}`;
}

/**
 * What the LMS lists the package as: the title, else the key, else `untitled`, the builder's
 * words for an assignment without either, in its page's language ("Frontier practice").
 */
export function packageTitle(assignment: Assignment, untitled: string): string {
	return assignment.title || assignment.key || untitled;
}

/** Text or an attribute value for XML: the five characters XML reserves, escaped. */
export function xmlEscape(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
}

/**
 * The manifest for `assignment`, listing `files` (paths inside the package, '/'-separated,
 * imsmanifest.xml itself left out) in the order given, launched at `page` with `site`
 * (launchHref), titled as `packageTitle` says with `untitled`.
 */
export function manifestXml(
	assignment: Assignment,
	files: readonly string[],
	untitled: string,
	site = '',
	page = LAUNCH_PAGE
): string {
	const title = xmlEscape(packageTitle(assignment, untitled));
	const listed = files
		.filter((file) => file !== 'imsmanifest.xml')
		.map((file) => `      <file href="${xmlEscape(file)}"/>`)
		.join('\n');
	return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${manifestIdentifier(assignment)}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="frontier-organization">
    <organization identifier="frontier-organization">
      <title>${title}</title>
      <item identifier="frontier-item" identifierref="frontier-sco" isvisible="true">
        <title>${title}</title>
        <adlcp:masteryscore>${assignment.pass}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="frontier-sco" type="webcontent" adlcp:scormtype="sco" href="${xmlEscape(launchHref(assignment, site, page))}">
${listed}
    </resource>
  </resources>
</manifest>
`;
}
