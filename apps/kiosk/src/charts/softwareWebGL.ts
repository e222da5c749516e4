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

/**
 * Waits until the GPU (or the software rasterizer) has really drawn what was sent to the WebGL canvases under
 * `root`. WebGL calls only queue work: without this, a board reported "drawn" while hidden would have its 3D
 * frame rasterized when it is first shown, on the page's main thread, after the swap (a 100–280 ms task with
 * SwiftShader). Called once per view, for its first frame, while the board is still being prepared.
 */
export function finishWebGL(root: Element): void {
  for (const canvas of root.querySelectorAll('canvas')) {
    // getContext returns the canvas's existing context of that kind, or null: it never creates a second one.
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.finish();
  }
}

let softwareRenderer: boolean | undefined;

/**
 * Whether this browser draws WebGL in software, asked once of a throwaway 1×1 context (released at once) so a
 * 3D view can choose how to show itself before it creates its own context.
 */
export function rendersWebGLInSoftware(): boolean {
  if (softwareRenderer === undefined) {
    const gl = document.createElement('canvas').getContext('webgl');
    softwareRenderer = gl ? isSoftwareWebGL(gl) : false;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
  return softwareRenderer;
}

/**
 * Gives back the WebGL contexts of the canvases under `root` at once. echarts-gl's dispose leaves its context to
 * the garbage collector, and the browser keeps only a handful alive before it drops the oldest.
 */
export function releaseWebGL(root: Element): void {
  for (const canvas of root.querySelectorAll('canvas')) {
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  }
}
