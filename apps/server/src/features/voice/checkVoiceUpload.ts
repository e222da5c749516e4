import { FAMILY_VOICE_MIME_TYPES, FAMILY_VOICE_NAME_MAX, isSafeName, LIMITS } from '@roadwatch/core';
import { fileTypeFromBuffer } from 'file-type';
import { businessFailure } from '../../http/apiFailure';

export interface CheckedVoice {
  name: string;
  mime: string;
  extension: string;
}

/** The voice's display name: the given name, else the file name without folders and extension. */
export function voiceName(given: string | undefined, fileName: string): string {
  const base = (given?.trim() || fileName.split(/[\\/]/).pop() || '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  // The multipart form bypasses the endpoint schemas, so the contract's name rule is applied here.
  if (!base || base.length > FAMILY_VOICE_NAME_MAX || !isSafeName(base) || /[/\\]/.test(base)) {
    throw businessFailure('errors.voiceFileName');
  }
  return base;
}

/**
 * The rules of an uploaded voice file that need no database: at most 10 MB, and audio by its content (magic
 * bytes through file-type), whatever its name says.
 */
export async function checkVoiceContent(bytes: Uint8Array): Promise<{ mime: string; extension: string }> {
  if (bytes.length === 0) throw businessFailure('errors.voiceFileMissing');
  if (bytes.length > LIMITS.voiceFileMaxBytes) {
    throw businessFailure('errors.voiceFileTooLarge', { mb: LIMITS.voiceFileMaxBytes / 1024 / 1024 });
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(FAMILY_VOICE_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw businessFailure('errors.voiceFileNotAudio');
  }
  return { mime: type.mime, extension: type.ext };
}
