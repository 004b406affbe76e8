#!/usr/bin/env bash
# Regenerates hero-loop.mp4, hero-loop.webm and hero-poster.inline.webp: three soft brand-blue/teal glows drifting on navy.
# Every motion term is periodic in T with period 8 s, so the 8-second clip loops without a jump.
# Rendered at 480x270 (the clip is heavily blurred), scaled to 960x540, no audio.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# w1..w3: gaussian weight of each glow at this pixel; colour = navy base + weighted glow colours.
W='st(0,2*PI*T/8);st(1,exp(-(pow((X/W-0.30-0.14*sin(ld(0)))*1.78,2)+pow(Y/H-0.42-0.16*cos(ld(0)),2))/0.07));st(2,exp(-(pow((X/W-0.72-0.13*cos(ld(0)+1.3))*1.78,2)+pow(Y/H-0.58-0.17*sin(ld(0)+1.3),2))/0.06));st(3,exp(-(pow((X/W-0.52-0.10*sin(2*ld(0)+2.1))*1.78,2)+pow(Y/H-0.30-0.10*cos(ld(0)+2.1),2))/0.04))'
cat > "$work/filter.txt" <<FILTER
geq=
r='$W;clip(13+31*ld(1)+60*ld(2)+10*ld(3),0,255)':
g='$W;clip(21+66*ld(1)+112*ld(2)+110*ld(3),0,255)':
b='$W;clip(38+180*ld(1)+200*ld(2)+90*ld(3),0,255)',
scale=960:540:flags=bicubic,gblur=sigma=8,format=yuv420p
FILTER

ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=480x270:r=24:d=8,format=gbrp" \
  -filter_script:v "$work/filter.txt" -c:v ffv1 "$work/master.mkv"
ffmpeg -hide_banner -loglevel error -y -i "$work/master.mkv" -an -c:v libx264 -preset veryslow -crf 26 \
  -profile:v main -pix_fmt yuv420p -movflags +faststart -g 96 hero-loop.mp4
ffmpeg -hide_banner -loglevel error -y -i "$work/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 \
  -deadline good -cpu-used 2 -g 96 -pass 1 -passlogfile "$work/vp9" -f null /dev/null
ffmpeg -hide_banner -loglevel error -y -i "$work/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 \
  -deadline good -cpu-used 2 -g 96 -pass 2 -passlogfile "$work/vp9" hero-loop.webm
# The poster: the first frame, small (the page inlines it; at 320 px it is still above Chrome's
# 0.05 bits per pixel, so on a phone it counts as the hero's largest paint instead of the clip).
ffmpeg -hide_banner -loglevel error -y -i hero-loop.webm -frames:v 1 -vf scale=320:-1 -c:v libwebp -quality 50 hero-poster.inline.webp
ls -l hero-loop.mp4 hero-loop.webm hero-poster.inline.webp
