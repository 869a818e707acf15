#!/bin/bash
# Docker's health check of every service: GET http://127.0.0.1:<port><path>, healthy on a 200.
#   health-check.sh 3000 /health
# Bash's own /dev/tcp rather than `node -e "fetch(...)"`: starting node costs about 130 ms of CPU
# (6 ms for this), and on a machine busy with other work its start alone took 4 to 10 s, past
# the check's timeout, so Swarm replaced replicas that were only slow. Docker enforces the timeout.
set -u
exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
printf 'GET %s HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' "$2" >&3
read -r _ status _ <&3
[ "$status" = 200 ]
