/**
 * The cold-chain warehouse in three.js: a floor, rack rows and one glowing probe per temperature point coloured
 * by its state, with each probe's name and reading as a DOM label (CSS2DRenderer: crisp at any resolution, and a
 * new reading changes text, not the 3D picture). The scene needs no WebGL context; `createWarehouseRenderer`
 * draws it. Everything either creates it disposes (geometries, materials, textures, the renderer and its WebGL
 * context). The kiosk's only three.js module.
 */
import {
  AdditiveBlending,
  AmbientLight,
  BoxGeometry,
  BufferGeometry,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DirectionalLight,
  EdgesGeometry,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  SphereGeometry,
  Sprite,
  SpriteMaterial,
  WebGLRenderer,
  type Material,
  type Object3D,
  Vector3,
  type Texture,
} from 'three';
import { CSS2DObject, CSS2DRenderer } from 'three/examples/jsm/renderers/CSS2DRenderer.js';
import { declutterLabels } from './declutterLabels';

export interface SceneProbe {
  id: number;
  /** 0–1 within the warehouse. */
  x: number;
  y: number;
  z: number;
  color: string;
  /** Alarm-like states pulse. */
  pulse: boolean;
  /** Whose label stays when labels would overlap: higher first (alarms before normal probes). */
  priority: number;
  label: string;
}

/** What the 3D picture of the probes depends on (their labels are DOM, drawn apart). */
export function probesPictureKey(probes: readonly SceneProbe[]): string {
  return JSON.stringify(probes.map((p) => [p.id, p.x, p.y, p.z, p.color, p.pulse]));
}

export interface WarehouseScene {
  setProbes(probes: readonly SceneProbe[]): void;
  /** Layout size in CSS pixels of the view (the camera's aspect and the labels' layer). */
  resize(width: number, height: number): void;
  /** Camera and halos at time t (ms) of the orbit and pulse. */
  pose(t: number): void;
  /** Moves the probe labels to where the camera sees their probes, hiding those that would cover another. */
  placeLabels(): void;
  /** Draws the scene as posed. */
  draw(renderer: WebGLRenderer): void;
  /** The labels' layer, to be placed over the view. */
  readonly labels: HTMLElement;
  dispose(): void;
}

// Warehouse size in scene units (metres-ish): long, deep, tall.
const SIZE = { x: 40, y: 9, z: 24 } as const;
/** The floor reaches this far beyond the walls. */
const FLOOR_MARGIN = 1;
/** The camera's angle above the floor. */
const ELEVATION = (40 * Math.PI) / 180;

function disposeTree(root: Object3D): void {
  root.traverse((node) => {
    const mesh = node as Partial<Mesh> & Object3D;
    mesh.geometry?.dispose();
    const materials =
      mesh.material === undefined ? [] : Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    for (const m of materials as Material[]) {
      const map = (m as Material & { map?: Texture | null }).map;
      map?.dispose();
      m.dispose();
    }
  });
}

function glowTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 128;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const g = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(0.25, 'rgba(255,255,255,0.55)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 128, 128);
  }
  return new CanvasTexture(canvas);
}

function buildShell(): Group {
  const shell = new Group();
  const floor = new Mesh(
    new PlaneGeometry(SIZE.x + FLOOR_MARGIN * 2, SIZE.z + FLOOR_MARGIN * 2),
    new MeshLambertMaterial({
      color: new Color('#0b2a55'),
      transparent: true,
      opacity: 0.85,
    }),
  );
  floor.rotation.x = -Math.PI / 2;
  shell.add(floor);

  // Floor grid as one line set (cheaper than GridHelper's per-line colours, and disposed with the shell).
  const grid: number[] = [];
  for (let x = -SIZE.x / 2; x <= SIZE.x / 2; x += 2) grid.push(x, 0.02, -SIZE.z / 2, x, 0.02, SIZE.z / 2);
  for (let z = -SIZE.z / 2; z <= SIZE.z / 2; z += 2) grid.push(-SIZE.x / 2, 0.02, z, SIZE.x / 2, 0.02, z);
  const gridGeometry = new BufferGeometry();
  gridGeometry.setAttribute('position', new Float32BufferAttribute(grid, 3));
  shell.add(
    new LineSegments(
      gridGeometry,
      new LineBasicMaterial({ color: '#1d5fa8', transparent: true, opacity: 0.35 }),
    ),
  );

  const outline = new LineSegments(
    new EdgesGeometry(new BoxGeometry(SIZE.x, SIZE.y, SIZE.z)),
    new LineBasicMaterial({ color: '#38d6ff', transparent: true, opacity: 0.75 }),
  );
  outline.position.y = SIZE.y / 2;
  shell.add(outline);

  // Rack rows along the length, with aisles between them.
  const rackGeometry = new BoxGeometry(SIZE.x * 0.8, SIZE.y * 0.62, 1.6);
  const rackMaterial = new MeshLambertMaterial({
    color: '#1a3b6e',
    transparent: true,
    opacity: 0.55,
  });
  const rackEdges = new EdgesGeometry(rackGeometry);
  const rackLine = new LineBasicMaterial({ color: '#3f8fe0', transparent: true, opacity: 0.5 });
  for (let i = 0; i < 4; i += 1) {
    const z = -SIZE.z / 2 + (SIZE.z / 4) * (i + 0.5);
    const rack = new Mesh(rackGeometry, rackMaterial);
    rack.position.set(0, (SIZE.y * 0.62) / 2, z);
    const edges = new LineSegments(rackEdges, rackLine);
    edges.position.copy(rack.position);
    shell.add(rack, edges);
  }
  return shell;
}

export function createWarehouseScene(): WarehouseScene {
  const scene = new Scene();
  const camera = new PerspectiveCamera(38, 16 / 9, 0.5, 400);
  scene.add(new AmbientLight('#9cc4ff', 1.1));
  const sun = new DirectionalLight('#ffffff', 1.6);
  sun.position.set(20, 40, 25);
  scene.add(sun);
  const shell = buildShell();
  scene.add(shell);
  const glow = glowTexture();
  const probeGeometry = new SphereGeometry(0.55, 24, 16);
  const stemGeometry = new CylinderGeometry(0.05, 0.05, 1, 6);
  const labelLayer = new CSS2DRenderer();
  labelLayer.domElement.className = 'bd-three__labels';
  let probes = new Group();
  scene.add(probes);
  let labels: { object: CSS2DObject; priority: number }[] = [];
  let viewSize = { width: 1, height: 1 };
  const at = new Vector3();
  let pulsing: { halo: Sprite; base: number }[] = [];
  let reach = 56;

  function clearProbes(): void {
    scene.remove(probes);
    // Removing a label from its parent takes its element off the page.
    for (const label of labels) label.object.removeFromParent();
    labels = [];
    // Shared geometries and the glow texture outlive the group; only per-probe materials go.
    probes.traverse((node) => {
      const m = (node as Partial<Mesh>).material as Material | undefined;
      m?.dispose();
    });
  }

  return {
    labels: labelLayer.domElement,
    setProbes(list) {
      clearProbes();
      probes = new Group();
      pulsing = [];
      for (const p of list) {
        const x = (p.x - 0.5) * SIZE.x * 0.9;
        const z = (p.z - 0.5) * SIZE.z * 0.9;
        const y = 0.6 + p.y * (SIZE.y - 1.6);
        const color = new Color(p.color);
        const ball = new Mesh(probeGeometry, new MeshBasicMaterial({ color }));
        ball.position.set(x, y, z);
        const stem = new Mesh(
          stemGeometry,
          new MeshBasicMaterial({ color, transparent: true, opacity: 0.45 }),
        );
        stem.scale.y = y;
        stem.position.set(x, y / 2, z);
        const halo = new Sprite(
          new SpriteMaterial({
            map: glow,
            color,
            blending: AdditiveBlending,
            transparent: true,
            depthWrite: false,
          }),
        );
        halo.scale.setScalar(3.2);
        halo.position.copy(ball.position);
        const element = document.createElement('div');
        element.className = p.pulse ? 'bd-three__label bd-three__label--pulse' : 'bd-three__label';
        element.style.setProperty('--probe', p.color);
        element.textContent = p.label;
        const label = new CSS2DObject(element);
        // The label's bottom edge just above the ball.
        label.center.set(0.5, 1);
        label.position.set(x, y + 0.8, z);
        labels.push({ object: label, priority: p.priority });
        probes.add(stem, ball, halo, label);
        if (p.pulse) pulsing.push({ halo, base: 3.2 });
      }
      scene.add(probes);
    },
    resize(width, height) {
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
      labelLayer.setSize(width, height);
      viewSize = { width, height };
      // Far enough that the whole building stays in view from every angle of the orbit, whatever the panel's shape.
      const halfV = (camera.fov * Math.PI) / 360;
      const halfH = Math.atan(Math.tan(halfV) * camera.aspect);
      const radius = Math.hypot(SIZE.x / 2 + FLOOR_MARGIN, SIZE.y / 2, SIZE.z / 2 + FLOOR_MARGIN);
      reach = radius / Math.sin(Math.min(halfV, halfH));
    },
    pose(t) {
      // A slow orbit (one turn in three minutes) so every aisle is seen and no pixel stays lit the same.
      const angle = 0.6 + (t / 180_000) * Math.PI * 2;
      // From 40° above the floor the probes stand apart on screen and their labels seldom overlap.
      const across = reach * Math.cos(ELEVATION);
      camera.position.set(Math.cos(angle) * across, reach * Math.sin(ELEVATION), Math.sin(angle) * across);
      camera.lookAt(0, SIZE.y / 2, 0);
      const wave = 1 + 0.35 * Math.sin(t / 260);
      for (const p of pulsing) p.halo.scale.setScalar(p.base * wave);
    },
    placeLabels() {
      labelLayer.render(scene, camera);
      const boxes = labels.map(({ object, priority }) => {
        at.setFromMatrixPosition(object.matrixWorld);
        const depth = at.distanceTo(camera.position);
        at.project(camera);
        return {
          x: ((at.x + 1) / 2) * viewSize.width,
          y: ((1 - at.y) / 2) * viewSize.height,
          width: object.element.offsetWidth,
          height: object.element.offsetHeight,
          priority,
          depth,
        };
      });
      const visible = declutterLabels(boxes);
      labels.forEach(({ object }, i) => {
        object.element.style.visibility = visible[i] ? '' : 'hidden';
      });
    },
    draw(renderer) {
      renderer.render(scene, camera);
    },
    dispose() {
      clearProbes();
      disposeTree(scene);
      glow.dispose();
      probeGeometry.dispose();
      stemGeometry.dispose();
      labelLayer.domElement.remove();
    },
  };
}

/** A renderer for the warehouse on `canvas`; `release` disposes it and gives its WebGL context back at once. */
export function createWarehouseRenderer(canvas: HTMLCanvasElement): {
  renderer: WebGLRenderer;
  release: () => void;
} {
  const renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, powerPreference: 'low-power' });
  renderer.setClearColor(0x000000, 0);
  return {
    renderer,
    release: () => {
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
