import { ascii, checkDimensions, corrupt, Output, u32 } from './bytes.ts';
import { cleanCodestream } from './codestream.ts';

// JPEG 2000 (ISO/IEC 15444-1 Annex I, 15444-2 Annex M): boxes of LBox (4), TBox (4), [XLBox (8)]

interface Box {
  type: string;
  start: number;
  contentStart: number;
  end: number;
}

/**
 * Splits b[from, to) into boxes. LBox 0 means "to the end of the enclosing space" (only valid for
 * the last box, which it then is by construction); LBox 1 means a 64-bit XLBox follows; LBox 2–7
 * cannot even hold the header.
 */
function readBoxes(b: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let pos = from;
  while (pos < to) {
    if (to - pos < 8) corrupt();
    const lbox = u32(b, pos);
    const type = ascii(b, pos + 4, 4);
    let contentStart = pos + 8;
    let end: number;
    if (lbox === 0) {
      end = to;
    } else if (lbox === 1) {
      if (to - pos < 16) corrupt();
      // A high word above 0 is 4 GB or more: far past anything under PROOF_MAX_BYTES.
      if (u32(b, pos + 8) !== 0) corrupt();
      const xlbox = u32(b, pos + 12);
      if (xlbox < 16) corrupt();
      contentStart = pos + 16;
      end = pos + xlbox;
    } else {
      if (lbox < 8) corrupt();
      end = pos + lbox;
    }
    if (end > to) corrupt();
    boxes.push({ type, start: pos, contentStart, end });
    pos = end;
  }
  return boxes;
}

function boxHeader(type: string, contentLength: number): number[] {
  const length = 8 + contentLength; // always < 4 GB here, so the 32-bit LBox form
  return [
    (length >>> 24) & 0xff,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
    ...Array.from(type, (c) => c.charCodeAt(0)),
  ];
}

/** Rebuilds a superbox with only the allowed children, each copied whole (or cleaned further). */
function filterSuperbox(b: Uint8Array, box: Box, keep: ReadonlyMap<string, Set<string> | null>): Uint8Array {
  const content = new Output();
  for (const child of readBoxes(b, box.contentStart, box.end)) {
    if (!keep.has(child.type)) continue;
    const grandchildren = keep.get(child.type);
    content.push(
      grandchildren
        ? filterSuperbox(b, child, new Map(Array.from(grandchildren, (t) => [t, null])))
        : b.subarray(child.start, child.end),
    );
  }
  const out = new Output();
  out.push(boxHeader(box.type, content.size));
  out.push(content.bytes());
  return out.bytes();
}

/**
 * Children of the JP2 header box needed to decode and colour the codestream: image header,
 * bits per component, colour specification, palette, component mapping, channel definition, and
 * resolution ('res ', reduced to its capture/display resolution children). The colour box may
 * hold an ICC profile; it is kept because the JP2 header must have one and the enumerated
 * replacement would need the component count checked here, for a case screenshot tools do not
 * produce.
 */
const JP2H_KEEP: ReadonlyMap<string, Set<string> | null> = new Map([
  ['ihdr', null],
  ['bpcc', null],
  ['colr', null],
  ['pclr', null],
  ['cmap', null],
  ['cdef', null],
  ['res ', new Set(['resc', 'resd'])],
]);

/**
 * Keeps, at the top level: the signature box 'jP  ', the file type 'ftyp', the JPX reader
 * requirements 'rreq', the header 'jp2h' (filtered, see {@link JP2H_KEEP}) and every codestream
 * 'jp2c' (cleaned like a raw codestream, see {@link cleanCodestream}). Drops the rest: 'xml '
 * (XMP and GML/GeoJP2 location), 'uuid' (XMP, GeoTIFF-in-JP2, vendor data), 'uinf' (UUID info and
 * URLs a viewer might fetch), 'jp2i' (intellectual property), 'lbl '/'asoc'/'nlst' (labels), JPX
 * fragment tables pointing at external URLs, and JPX composition/layer boxes, which leaves the
 * JP2-compatible rendering every JPX must also have.
 */
export function cleanJp2(b: Uint8Array): Uint8Array {
  const boxes = readBoxes(b, 0, b.length);
  const [signature, fileType] = boxes;
  if (
    signature?.type !== 'jP  ' ||
    signature.end - signature.contentStart !== 4 ||
    u32(b, signature.contentStart) !== 0x0d0a870a ||
    fileType?.type !== 'ftyp'
  ) {
    corrupt();
  }

  const out = new Output();
  out.push(b.subarray(signature.start, signature.end));
  out.push(b.subarray(fileType.start, fileType.end));
  let sawHeader = false;
  let sawCodestream = false;
  for (const box of boxes.slice(2)) {
    switch (box.type) {
      case 'rreq':
        out.push(b.subarray(box.start, box.end));
        break;
      case 'jp2h': {
        if (sawHeader) corrupt();
        sawHeader = true;
        const first = readBoxes(b, box.contentStart, box.end)[0];
        if (first?.type !== 'ihdr' || first.end - first.contentStart < 8) corrupt();
        // ihdr: HEIGHT, WIDTH; the codestream's own SIZ is checked too (cleanCodestream).
        checkDimensions(u32(b, first.contentStart + 4), u32(b, first.contentStart));
        out.push(filterSuperbox(b, box, JP2H_KEEP));
        break;
      }
      case 'jp2c': {
        // The header describes the codestream, so it has to come first.
        if (!sawHeader) corrupt();
        sawCodestream = true;
        const codestream = cleanCodestream(b.subarray(box.contentStart, box.end));
        out.push(boxHeader('jp2c', codestream.length));
        out.push(codestream);
        break;
      }
      default:
        break;
    }
  }
  if (!sawCodestream) corrupt();
  return out.bytes();
}
