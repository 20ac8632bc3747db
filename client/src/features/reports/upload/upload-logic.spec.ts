import { describe, expect, it } from '@jest/globals';
import {
  completionToast,
  REVIEW_TOAST_MS,
  reviewUrl,
  formatBytes,
  highlightUrl,
  MAX_UPLOAD_BYTES,
  parseFailureToast,
  processingErrorToast,
  uploadFailureToast,
  uploadProgressText,
  validateFile,
} from './upload-logic';

describe('upload validation (operations §5)', () => {
  it('accepts a PDF by type or by extension, up to 10MB', () => {
    expect(validateFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(validateFile({ name: 'A.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files with the operations §5 texts', () => {
    expect(validateFile({ name: 'a.docx', type: 'application/msword', size: 10 })).toEqual({ title: 'Invalid file type', description: 'Only PDF files are allowed.' });
    expect(validateFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toEqual({ title: 'File too large', description: 'File size must be less than 10MB.' });
  });
});

describe('upload progress text', () => {
  it('reads bytes sent of total with a percent', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(4608)).toBe('4.5 KB');
    expect(uploadProgressText(3.2 * 1024 * 1024, 8.1 * 1024 * 1024)).toBe('3.2 MB of 8.1 MB · 39%');
    expect(uploadProgressText(0, 0)).toBe('0 B of 0 B · 0%');
  });
});

describe('error toasts (operations §8)', () => {
  it('upload: session problems ask to log in again, else the server message or the default', () => {
    expect(uploadFailureToast(401, null)).toMatchObject({ title: 'Session Expired', description: 'Please refresh the page and log in again.' });
    expect(uploadFailureToast(403, 'Session ended')).toMatchObject({ title: 'Session Expired' });
    expect(uploadFailureToast(415, 'Invalid file type: Only PDF files are allowed.')).toMatchObject({ title: 'Upload Failed', description: 'Invalid file type: Only PDF files are allowed.' });
    expect(uploadFailureToast(0, null)).toMatchObject({ title: 'Upload Failed', description: 'Failed to upload file. Please try again.' });
  });

  it('parse: by code, GraphQL or REST spelling', () => {
    expect(parseFailureToast('UNAUTHENTICATED')).toEqual({ type: 'error', title: 'Parse Failed', description: 'Session expired. Please refresh the page and log in again.', duration: 8000 });
    expect(parseFailureToast('ai_rate_limited')).toMatchObject({ type: 'warning', title: 'Processing rate limited' });
    expect(parseFailureToast('PARSE_INVALID_FORMAT').description).toBe('Unrecognized format / no animals extracted');
    expect(parseFailureToast('ndjson_invalid').description).toBe('Unrecognized format / no animals extracted');
    expect(parseFailureToast('DUPLICATE_UPLOAD').description).toBe('Duplicate file');
    expect(parseFailureToast('QUEUE_UNAVAILABLE').description).toBe('Parse failed. Check diagnostics for details.');
    expect(parseFailureToast(undefined).title).toBe('Parse Failed');
  });

  it('live error events: Processing Error with the message, named parse failures keep their texts', () => {
    expect(processingErrorToast(null, null)).toEqual({ type: 'error', title: 'Processing Error', description: 'Unknown error' });
    expect(processingErrorToast('INTERNAL', 'boom')).toMatchObject({ title: 'Processing Error', description: 'boom' });
    expect(processingErrorToast('DUPLICATE_UPLOAD', 'Duplicate file: …')).toMatchObject({ title: 'Parse Failed', description: 'Duplicate file' });
  });

  it('completion names the count; the redirect carries the report id', () => {
    expect(completionToast(12)).toEqual({ type: 'success', title: 'Report parsed successfully!', description: 'Report Complete! 12 animals saved.' });
    expect(completionToast(1).description).toBe('Report Complete! 1 animal saved.');
    expect(completionToast(null).description).toBe('Report Complete!');
    expect(completionToast(12, 0)).toEqual(completionToast(12));
    expect(completionToast(112, 3)).toEqual({
      type: 'warning',
      title: 'Report parsed successfully!',
      description: 'Report Complete! 112 animals saved, 3 lines not imported — review.',
      duration: REVIEW_TOAST_MS,
    });
    expect(completionToast(1, 1).description).toBe('Report Complete! 1 animal saved, 1 line not imported — review.');
    expect(reviewUrl('tmp_a', 'r-1')).toBe('/reports?highlight=r-1&report=tmp_a&tab=not-imported');
    expect(highlightUrl('a b')).toBe('/reports?highlight=a%20b');
  });
});
