/**
 * Whether a WebGL context is drawn by a software rasterizer (SwiftShader, llvmpipe, …): a wall PC without GPU
 * acceleration, a virtual machine, or headless Chromium with --disable-gpu. There every WebGL frame is rasterized
 * on the CPU and, with software compositing, read back to the page on its main thread (tens to hundreds of ms a
 * frame), so the 3D views draw only when their content changes instead of animating.
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

export function isSoftwareWebGL(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return SOFTWARE_RENDERER.test(renderer);
}
